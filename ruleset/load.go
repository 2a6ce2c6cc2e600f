package ruleset

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
)

// Validator is a decoded rule set that checks itself, returning every
// problem with its path (a Problems) or nil.
type Validator interface {
	Validate() error
}

// Patch merges patch onto base (see Merge); an empty patch leaves base
// as it is. Every game's LoadRules starts here.
func Patch(base, patch []byte) ([]byte, error) {
	if len(patch) == 0 {
		return base, nil
	}
	return Merge(base, patch)
}

// MaxNumber bounds the size of every number a rule set holds, whatever
// the game: so that no sum a game makes of them can overflow, and a slip
// of the keyboard (9.2×10¹⁸ for 920) is refused with its path. Games
// bound their own numbers more tightly (docs/RULESETS.md, "Bounds").
const MaxNumber = 1_000_000_000

// Load is the pipeline every game's loader runs on a complete document:
// decode it strictly into v, let v validate itself, and return the
// document's canonical bytes and its code.
//
// Load is stricter than DecodeStrict in one way: no number may be larger
// than MaxNumber.
//
// Every problem is reported at once: faults of shape (as DecodeStrict
// finds them) and faults of meaning (v's Validate) together, so that an
// editor fixes a document in one round. To get there, values with a
// fault of shape are left out of the decoding (v keeps its zero value
// there) and what Validate then says at or under those paths is dropped,
// since it would only repeat them. On any problem v may be partly filled
// and nothing else is returned.
func Load(doc []byte, v Validator) (canonical []byte, code string, err error) {
	canonical, shape, stop := decodeLenient(doc, v)
	if stop {
		return nil, "", shape
	}
	if err := v.Validate(); err != nil {
		var meaning Problems
		if !errors.As(err, &meaning) {
			meaning = Problems{{Message: err.Error()}}
		}
		all := shape
		for _, p := range meaning {
			if !under(p.Path, shape) {
				all = append(all, p)
			}
		}
		return nil, "", all
	}
	if len(shape) > 0 {
		return nil, "", shape
	}
	return canonical, codeOf(canonical), nil
}

// decodeLenient decodes doc into v leaving out every value with a fault
// of shape, and returns those faults; with none, it also returns doc's
// canonical form. stop is true when nothing could be decoded (a syntax
// error, or encoding/json refusing what is left).
//
// The document is parsed once, by this package's parser: the checks,
// the canonical form and what encoding/json decodes (the canonical form,
// or what is left of the document) all come from that one parse.
func decodeLenient(doc []byte, v any) (canonical []byte, ps Problems, stop bool) {
	obj, err := parseObject(doc, docRuleSet, true)
	if err != nil {
		var de *DocError
		if errors.As(err, &de) {
			return nil, Problems{de.DetailProblem()}, true
		}
		return nil, Problems{{Message: err.Error()}}, true
	}
	c := checker{bounded: true}
	c.value(obj, reflect.TypeOf(v), "")
	var rest []byte
	if len(c.ps) == 0 {
		// Without faults there are no duplicate keys, so this is exactly
		// Canonical(doc); it decodes to the same values as doc.
		canonical = appendJSON(make([]byte, 0, len(doc)), obj, true)
		rest = canonical
	} else {
		rest = appendJSON(nil, obj, false)
	}
	dec := json.NewDecoder(bytes.NewReader(rest))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return nil, append(c.ps, jsonProblem(err)), true
	}
	return canonical, c.ps, false
}

// under reports whether path is one of ps's paths or lies beneath one.
func under(path string, ps Problems) bool {
	for _, p := range ps {
		if p.Path == "" {
			continue
		}
		if path == p.Path || strings.HasPrefix(path, p.Path) && (path[len(p.Path)] == '.' || path[len(p.Path)] == '[') {
			return true
		}
	}
	return false
}

// Compile is the whole of a game's LoadDocument: Load doc into a fresh R,
// then build the game's compiled rule set from the checked value, its
// canonical bytes and its code. On any problem build is not called and
// the zero C (nil, for a pointer) is returned with the Problems.
func Compile[R any, PR interface {
	*R
	Validator
}, C any](doc []byte, build func(r *R, canonical []byte, code string) C) (C, error) {
	var r R
	canonical, code, err := Load(doc, PR(&r))
	if err != nil {
		var zero C
		return zero, err
	}
	return build(&r, canonical, code), nil
}

// CompileOnto is the whole of a game's LoadRules: patch (nil for none)
// merged onto base, the game's default document, then Compile.
func CompileOnto[R any, PR interface {
	*R
	Validator
}, C any](base, patch []byte, build func(r *R, canonical []byte, code string) C) (C, error) {
	doc, err := Patch(base, patch)
	if err != nil {
		var zero C
		return zero, err
	}
	return Compile[R, PR](doc, build)
}
