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

// Load is the pipeline every game's loader runs on a complete document:
// decode it strictly into v, let v validate itself, and return the
// document's canonical bytes and its code.
//
// Every problem is reported at once: faults of shape (as DecodeStrict
// finds them) and faults of meaning (v's Validate) together, so that an
// editor fixes a document in one round. To get there, values with a
// fault of shape are left out of the decoding (v keeps its zero value
// there) and what Validate then says at or under those paths is dropped,
// since it would only repeat them. On any problem v may be partly filled
// and nothing else is returned.
func Load(doc []byte, v Validator) (canonical []byte, code string, err error) {
	shape, stop := decodeLenient(doc, v)
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
	canonical, err = Canonical(doc)
	if err != nil {
		return nil, "", err
	}
	return canonical, codeOf(canonical), nil
}

// decodeLenient decodes doc into v leaving out every value with a fault
// of shape, and returns those faults. stop is true when nothing could be
// decoded (a syntax error, or encoding/json refusing what is left).
func decodeLenient(doc []byte, v any) (ps Problems, stop bool) {
	obj, err := parseObject(doc, docRuleSet, true)
	if err != nil {
		var de *DocError
		if errors.As(err, &de) {
			return Problems{{Message: de.detail()}}, true
		}
		return Problems{{Message: err.Error()}}, true
	}
	var c checker
	c.value(obj, reflect.TypeOf(v), "")
	if len(c.ps) > 0 {
		doc = appendJSON(nil, obj, false)
	}
	dec := json.NewDecoder(bytes.NewReader(doc))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return append(c.ps, jsonProblem(err)), true
	}
	return c.ps, false
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
