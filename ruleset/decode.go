package ruleset

import (
	"bytes"
	"encoding"
	"encoding/base64"
	"encoding/json"
	"errors"
	"reflect"
	"strconv"
	"strings"
)

// DecodeStrict decodes the rule-set document doc into v, which must be a
// non-nil pointer, and fails with Problems, each located by path, if the
// document does not fit v's type:
//
//	decks.ordeal[2].efects: unknown field (did you mean "effects"?)
//	income.spring: must be an integer, got string "3"
//	duties.save_cost: must be an integer, got number 2.5
//	board[40]: must be a string, got number 7
//	houses[1].name: duplicate key
//
// Every problem is reported, in document order, not just the first. A
// syntax error (or a top-level value that is not an object) is reported as
// a single Problem with an empty path whose message gives the line, column
// and byte offset.
//
// Decoding follows encoding/json with DisallowUnknownFields, and is
// stricter in a few ways that suit hand-edited documents:
//
//   - keys must match the json tag exactly; encoding/json would accept
//     "Turns_Per_Season" for "turns_per_season", here it is an unknown field
//     (with a suggestion);
//   - a key may appear only once in an object;
//   - a JSON array may not have more elements than a Go array field holds;
//   - strings must be valid UTF-8.
//
// As in encoding/json, null is accepted anywhere and leaves the Go value
// as it was (or sets a pointer, slice, map or interface to nil); games
// that need a value present check for it themselves. Types that decode
// themselves (json.Unmarshaler, encoding.TextUnmarshaler) are checked only
// as far as encoding/json checks them before handing them their input.
//
// v is changed only if these checks pass. If encoding/json still fails
// after that (a type's own UnmarshalJSON rejecting its input), the failure
// is returned as a Problem and v may be partly filled.
//
// Programming errors (v not a non-nil pointer) are returned as
// *json.InvalidUnmarshalError, not as Problems.
func DecodeStrict(doc []byte, v any) error {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return &json.InvalidUnmarshalError{Type: reflect.TypeOf(v)}
	}
	obj, err := parseObject(doc, docRuleSet, true)
	if err != nil {
		var de *DocError
		if errors.As(err, &de) {
			return Problems{de.DetailProblem()}
		}
		return err
	}
	if ps := check(obj, rv.Type()); len(ps) > 0 {
		return ps
	}
	dec := json.NewDecoder(bytes.NewReader(doc))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return Problems{jsonProblem(err)}
	}
	return nil
}

// check reports every way in which the parsed document v does not fit Go
// type t.
func check(v any, t reflect.Type) Problems {
	var c checker
	c.value(v, t, "")
	return c.ps
}

// jsonProblem turns an error from encoding/json into a Problem. Only errors
// the checker cannot foresee get here, so the path is best effort.
func jsonProblem(err error) Problem {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		return Said(te.Field, Say("must be %s, got %s", expectation(te.Type), te.Value))
	}
	return Problem{Message: strings.TrimPrefix(err.Error(), "json: ")}
}

var (
	unmarshalerType     = reflect.TypeFor[json.Unmarshaler]()
	textUnmarshalerType = reflect.TypeFor[encoding.TextUnmarshaler]()
	numberType          = reflect.TypeFor[json.Number]()
)

// A checker walks a parsed document alongside a Go type, collecting
// problems. It follows encoding/json's decodeState (decode.go) case by
// case; the fuzz target FuzzDecodeStrict holds it to that.
//
// As it goes, the checker removes from the parsed document every value
// with a problem at its own path (an object member is dropped, an array
// element becomes null), so that what is left decodes and a game can
// still check its meaning: see Load.
type checker struct {
	ps  Problems
	bad map[string]bool // paths with a problem
	// bounded refuses numbers beyond MaxNumber (Load sets it; DecodeStrict
	// keeps to encoding/json's ranges).
	bounded bool
}

func (c *checker) add(path, format string, args ...any) {
	c.ps.Add(path, format, args...)
	if c.bad == nil {
		c.bad = map[string]bool{}
	}
	c.bad[path] = true
}

// prune drops the members of o whose paths under path have a problem.
func (c *checker) prune(o *object, path string) {
	kept := o.members[:0]
	for _, m := range o.members {
		if !c.bad[Key(path, m.key)] {
			kept = append(kept, m)
		}
	}
	o.members = kept
}

func (c *checker) mismatch(path string, t reflect.Type, v any) {
	c.add(path, "must be %s, got %s", expectation(t), describe(v))
}

// custom says how a type decodes itself, if it does.
type custom int

const (
	notCustom  custom = iota
	customJSON        // json.Unmarshaler
	customText        // encoding.TextUnmarshaler (and not json.Unmarshaler)
)

func customOf(t reflect.Type) custom {
	switch {
	case t.NumMethod() == 0:
		return notCustom
	case t.Implements(unmarshalerType):
		return customJSON
	case t.Implements(textUnmarshalerType):
		return customText
	}
	return notCustom
}

// resolve follows t as encoding/json's indirect does for a settable value
// of type t and a non-null input: through pointers, stopping at the first
// type that decodes itself. It returns the type reached and how it decodes.
func resolve(t reflect.Type) (reflect.Type, custom) {
	if t.Kind() != reflect.Pointer && t.Name() != "" {
		return t, customOf(reflect.PointerTo(t))
	}
	for t.Kind() == reflect.Pointer {
		if k := customOf(t); k != notCustom {
			return t, k
		}
		t = t.Elem()
	}
	return t, notCustom
}

func (c *checker) value(v any, t reflect.Type, path string) {
	if v == nil {
		return // null is accepted anywhere (a nil-able value becomes nil; others are untouched)
	}
	t, how := resolve(t)
	switch how {
	case customJSON:
		c.dups(v, path)
		return
	case customText:
		if _, ok := v.(string); !ok {
			c.add(path, "must be a string, got %s", describe(v))
		}
		return
	}
	if t.Kind() == reflect.Interface {
		if t.NumMethod() == 0 {
			c.anyValue(v, path)
		} else {
			c.dups(v, path) // only a value already in v can receive this; encoding/json decides
		}
		return
	}
	switch v := v.(type) {
	case bool:
		if t.Kind() != reflect.Bool {
			c.mismatch(path, t, v)
		}
	case number:
		c.number(string(v), t, path, v)
	case string:
		switch {
		case t == numberType:
			if !validNumber(v) {
				c.mismatch(path, t, v)
			}
		case t.Kind() == reflect.String:
		case t.Kind() == reflect.Slice && t.Elem().Kind() == reflect.Uint8:
			if _, err := base64.StdEncoding.DecodeString(v); err != nil {
				c.add(path, "must be base64 (standard alphabet, padded): %v", err)
			}
		default:
			c.mismatch(path, t, v)
		}
	case []any:
		switch t.Kind() {
		case reflect.Slice:
			for i, e := range v {
				if c.value(e, t.Elem(), Index(path, i)); c.bad[Index(path, i)] {
					v[i] = nil
				}
			}
		case reflect.Array:
			for i, e := range v[:min(len(v), t.Len())] {
				if c.value(e, t.Elem(), Index(path, i)); c.bad[Index(path, i)] {
					v[i] = nil
				}
			}
			if len(v) > t.Len() {
				c.add(path, "must have at most %d elements, got %d", t.Len(), len(v))
			}
		default:
			c.mismatch(path, t, v)
		}
	case *object:
		switch t.Kind() {
		case reflect.Struct:
			c.structValue(v, t, path)
		case reflect.Map:
			c.mapValue(v, t, path)
		default:
			c.mismatch(path, t, v)
		}
	}
}

func (c *checker) structValue(o *object, t reflect.Type, path string) {
	si := structFields(t)
	for _, m := range o.members {
		p := Key(path, m.key)
		if m.dup {
			c.add(p, "duplicate key")
		}
		f := si.byName[m.key]
		switch {
		case f == nil:
			if s := suggest(m.key, si.names); s != "" {
				c.add(p, "unknown field (did you mean %q?)", s)
			} else {
				c.add(p, "unknown field")
			}
		case f.quoted:
			c.quoted(m.val, f.typ, p)
		default:
			c.value(m.val, f.typ, p)
		}
	}
	c.prune(o, path)
}

func (c *checker) mapValue(o *object, t reflect.Type, path string) {
	kt := t.Key()
	textKeys := reflect.PointerTo(kt).Implements(textUnmarshalerType)
	if !textKeys && !isIntKind(kt.Kind()) && !isUintKind(kt.Kind()) && kt.Kind() != reflect.String {
		c.add(path, "cannot be decoded: Go type %s has keys of unsupported type %s", t, kt)
		return
	}
	for _, m := range o.members {
		p := Key(path, m.key)
		if m.dup {
			c.add(p, "duplicate key")
		}
		c.value(m.val, t.Elem(), p)
		if textKeys {
			continue
		}
		switch k := kt.Kind(); {
		case isIntKind(k):
			if n, err := strconv.ParseInt(m.key, 10, 64); err != nil || kt.OverflowInt(n) {
				c.add(p, "key must be %s, got %q", intRange(kt), m.key)
			}
		case isUintKind(k):
			if n, err := strconv.ParseUint(m.key, 10, 64); err != nil || kt.OverflowUint(n) {
				c.add(p, "key must be %s, got %q", intRange(kt), m.key)
			}
		}
	}
	c.prune(o, path)
}

// number checks the number literal s (from v) against t, which is already
// resolved and not an interface.
func (c *checker) number(s string, t reflect.Type, path string, v any) {
	if c.bounded && t.Kind() != reflect.Interface && t != numberType {
		if f, err := strconv.ParseFloat(s, 64); err == nil && (f > MaxNumber || f < -MaxNumber) {
			c.add(path, "must be at most %s in size (no number in a rule set is larger), got %s", Grouped(MaxNumber), describe(v))
			return
		}
	}
	switch k := t.Kind(); {
	case isIntKind(k):
		if n, err := strconv.ParseInt(s, 10, 64); err != nil || t.OverflowInt(n) {
			c.intProblem(s, t, path, v)
		}
	case isUintKind(k):
		if n, err := strconv.ParseUint(s, 10, 64); err != nil || t.OverflowUint(n) {
			c.intProblem(s, t, path, v)
		}
	case k == reflect.Float32 || k == reflect.Float64:
		if n, err := strconv.ParseFloat(s, t.Bits()); err != nil || t.OverflowFloat(n) {
			c.add(path, "must be a number within the range of %s, got %s", k, describe(v))
		}
	case t == numberType:
	default:
		c.mismatch(path, t, v)
	}
}

func (c *checker) intProblem(s string, t reflect.Type, path string, v any) {
	if strings.ContainsAny(s, ".eE") || !strings.ContainsAny(s, "0123456789") {
		c.add(path, "must be an integer, got %s", describe(v))
		return
	}
	c.add(path, "must be %s, got %s", intRange(t), describe(v))
}

// quoted checks the value of a field with the ",string" option, which
// encoding/json expects as a string holding the JSON literal.
func (c *checker) quoted(v any, t reflect.Type, path string) {
	switch v := v.(type) {
	case nil:
	case string:
		c.quotedLiteral(v, t, path)
	default:
		bt, _ := resolve(t)
		c.add(path, "must be %s written as a string (the field has the \",string\" option), got %s", expectation(bt), describe(v))
	}
}

// quotedLiteral checks the text s of a ",string" field as encoding/json's
// literalStore does with fromQuoted set.
func (c *checker) quotedLiteral(s string, t reflect.Type, path string) {
	bad := func() {
		bt, _ := resolve(t)
		c.add(path, "must be %s written as a string (the field has the \",string\" option), got %s", expectation(bt), describe(s))
	}
	if s == "" {
		bad()
		return
	}
	if s[0] == 'n' {
		// null stops at a settable pointer; otherwise only a
		// json.Unmarshaler sees it.
		if t.Kind() != reflect.Pointer {
			if _, how := resolve(t); how == customJSON {
				return
			}
		}
		if s != "null" {
			bad()
		}
		return
	}
	bt, how := resolve(t)
	switch how {
	case customJSON:
		return
	case customText:
		if _, ok := unquote(s); !ok {
			bad()
		}
		return
	}
	switch s[0] {
	case 't', 'f':
		if (s != "true" && s != "false") || bt.Kind() != reflect.Bool {
			bad()
		}
	case '"':
		u, ok := unquote(s)
		if !ok || bt.Kind() != reflect.String || (bt == numberType && !validNumber(u)) {
			bad()
		}
	default:
		if s[0] != '-' && !isDigit(s[0]) {
			bad()
			return
		}
		var err error
		switch k := bt.Kind(); {
		case isIntKind(k):
			var n int64
			if n, err = strconv.ParseInt(s, 10, 64); err == nil && bt.OverflowInt(n) {
				err = strconv.ErrRange
			}
		case isUintKind(k):
			var n uint64
			if n, err = strconv.ParseUint(s, 10, 64); err == nil && bt.OverflowUint(n) {
				err = strconv.ErrRange
			}
		case k == reflect.Float32 || k == reflect.Float64:
			var n float64
			if n, err = strconv.ParseFloat(s, bt.Bits()); err == nil && bt.OverflowFloat(n) {
				err = strconv.ErrRange
			}
		case bt == numberType:
		default:
			err = strconv.ErrSyntax
		}
		if err != nil {
			bad()
		}
	}
}

// anyValue checks a value decoded into an empty interface, where
// encoding/json makes every number a float64.
func (c *checker) anyValue(v any, path string) {
	switch v := v.(type) {
	case number:
		if _, err := strconv.ParseFloat(string(v), 64); err != nil {
			c.add(path, "must be a number within the range of float64, got %s", describe(v))
		}
	case []any:
		for i, e := range v {
			c.anyValue(e, Index(path, i))
		}
	case *object:
		for _, m := range v.members {
			p := Key(path, m.key)
			if m.dup {
				c.add(p, "duplicate key")
			}
			c.anyValue(m.val, p)
		}
	}
}

// dups reports duplicate keys anywhere in v; it is all the checking done
// on input to types that decode themselves.
func (c *checker) dups(v any, path string) {
	switch v := v.(type) {
	case []any:
		for i, e := range v {
			c.dups(e, Index(path, i))
		}
	case *object:
		for _, m := range v.members {
			p := Key(path, m.key)
			if m.dup {
				c.add(p, "duplicate key")
			}
			c.dups(m.val, p)
		}
	}
}

func isIntKind(k reflect.Kind) bool {
	return k == reflect.Int || k == reflect.Int8 || k == reflect.Int16 || k == reflect.Int32 || k == reflect.Int64
}

func isUintKind(k reflect.Kind) bool {
	return k == reflect.Uint || k == reflect.Uint8 || k == reflect.Uint16 || k == reflect.Uint32 ||
		k == reflect.Uint64 || k == reflect.Uintptr
}

// validNumber reports whether s is a JSON number literal.
func validNumber(s string) bool {
	if s == "" || (s[0] != '-' && !isDigit(s[0])) {
		return false
	}
	p := &parser{doc: []byte(s)}
	_, err := p.number()
	return err == nil && p.pos == len(s)
}

// unquote decodes s if it is exactly one JSON string literal.
func unquote(s string) (string, bool) {
	if s == "" || s[0] != '"' {
		return "", false
	}
	p := &parser{doc: []byte(s)}
	u, err := p.string()
	return u, err == nil && p.pos == len(s)
}
