package wording

import (
	"errors"
	"strconv"
	"strings"
)

// Value is what a name reads: a whole number, a text, a yes-or-no or a
// list of texts.
type Value struct {
	kind kind
	n    int
	s    string
	list []string
}

type kind uint8

const (
	kindNone kind = iota
	kindNum
	kindText
	kindBool
	kindList
)

// Num, Text, Bool and List make Values.
func Num(n int) Value          { return Value{kind: kindNum, n: n} }
func Text(s string) Value      { return Value{kind: kindText, s: s} }
func Bool(b bool) Value        { return Value{kind: kindBool, n: btoi(b)} }
func List(ss []string) Value   { return Value{kind: kindList, list: ss} }
func btoi(b bool) int          { return map[bool]int{true: 1}[b] }
func (v Value) isNum() bool    { return v.kind == kindNum }
func (v Value) String() string { return v.raw(English) }

// set is whether a condition holds for v.
func (v Value) set() bool {
	switch v.kind {
	case kindNum, kindBool:
		return v.n != 0
	case kindText:
		return v.s != ""
	case kindList:
		return len(v.list) > 0
	}
	return false
}

func (v Value) raw(f Formatter) string {
	switch v.kind {
	case kindNum:
		return f.Number(v.n)
	case kindText:
		return v.s
	case kindBool:
		return strconv.FormatBool(v.n != 0)
	case kindList:
		return f.List(v.list)
	}
	return ""
}

// Values is where a text's names are read.
type Values interface {
	// Value returns the value of name, and false for a name it does not
	// know.
	Value(name string) (Value, bool)
}

// Map is Values from a Go map: int, string, bool, []string and Value
// entries read as such; any other entry is not known.
type Map map[string]any

func (m Map) Value(name string) (Value, bool) {
	return ValueOf(m[name])
}

// ValueOf converts a Go value (int, int64, float64 holding a whole
// number, string, bool, []string or Value) to a Value.
func ValueOf(x any) (Value, bool) {
	switch x := x.(type) {
	case Value:
		return x, true
	case int:
		return Num(x), true
	case int64:
		return Num(int(x)), true
	case float64:
		if x != float64(int(x)) {
			return Value{}, false
		}
		return Num(int(x)), true
	case string:
		return Text(x), true
	case bool:
		return Bool(x), true
	case []string:
		return List(x), true
	}
	return Value{}, false
}

// Chain reads each name from the first Values that knows it.
type Chain []Values

func (c Chain) Value(name string) (Value, bool) {
	for _, v := range c {
		if x, ok := v.Value(name); ok {
			return x, true
		}
	}
	return Value{}, false
}

// Unit is a game's unit, written by a form named for it: "coin" and
// "coins" read {coins:n} "1 coin", "1,600 coins". A Signed unit takes
// two words after the name, the first for a number of 0 or more, the
// second for less: {change:n|more|less}, "100 coins less".
type Unit struct {
	One    string `json:"one"`
	Many   string `json:"many"`
	Signed bool   `json:"signed,omitempty"`
}

// Options are how Fill writes: Format (English when nil), the game's
// Units, and Missing, what stands for a name Values does not know ("").
type Options struct {
	Format  Formatter
	Units   map[string]Unit
	Missing string
}

// Sentinel problems a fill reports (wrapped, with the placeholder).
var (
	ErrUnknown   = errors.New("names no value")
	ErrNotNumber = errors.New("is not a number")
	ErrNoForm    = errors.New("is not a form")
)

// Fill writes t with values, in English and without units.
func (t *Template) Fill(values Values) (string, error) {
	return t.FillWith(values, Options{})
}

// FillWith writes t with values as opt says. It writes every placeholder
// it can and returns the first problem beside the text (see the package
// doc).
func (t *Template) FillWith(values Values, opt Options) (string, error) {
	if opt.Format == nil {
		opt.Format = English
	}
	w := writer{values: values, opt: opt}
	w.nodes(t.nodes)
	return w.b.String(), w.err
}

// Fill parses src and fills it in English: for a text used once.
func Fill(src string, values Values) (string, error) {
	t, err := Parse(src)
	if err != nil {
		return "", err
	}
	return t.Fill(values)
}

type writer struct {
	values Values
	opt    Options
	b      strings.Builder
	err    error
}

func (w *writer) fail(n node, err error) {
	if w.err == nil {
		spec := n.name.String()
		if n.form != "" {
			spec = n.form + ":" + spec
		}
		w.err = errorf("{%s}: %v", spec, err)
	}
}

func (w *writer) nodes(ns []node) {
	for _, n := range ns {
		switch {
		case n.name == nil:
			w.b.WriteString(n.text)
		case n.form == "if":
			v, _ := w.value(n.name)
			held := v.set() != n.neg
			switch {
			case n.args != nil && held:
				w.b.WriteString(n.args[0])
			case n.args != nil:
				w.b.WriteString(n.args[1])
			case held:
				w.nodes(n.then)
			default:
				w.nodes(n.els)
			}
		default:
			s, err := w.one(n)
			if err != nil {
				w.fail(n, err)
				s = w.opt.Missing
			}
			w.b.WriteString(s)
		}
	}
}

// value reads a name: one path as it is, or a sum of numbers.
func (w *writer) value(e expr) (Value, error) {
	if len(e) == 1 && e[0].path != "" && !e[0].neg {
		v, ok := w.values.Value(e[0].path)
		if !ok {
			return Value{}, errIs(ErrUnknown, "%q names no value", e[0].path)
		}
		return v, nil
	}
	sum := 0
	for _, t := range e {
		n := t.num
		if t.path != "" {
			v, ok := w.values.Value(t.path)
			switch {
			case !ok:
				return Value{}, errIs(ErrUnknown, "%q names no value", t.path)
			case !v.isNum():
				return Value{}, errIs(ErrNotNumber, "%q is not a number (a sum adds numbers)", t.path)
			}
			n = v.n
		}
		if t.neg {
			n = -n
		}
		sum += n
	}
	return Num(sum), nil
}

func (w *writer) one(n node) (string, error) {
	v, err := w.value(n.name)
	if err != nil {
		return "", err
	}
	f := w.opt.Format
	if n.form == "" {
		return v.raw(f), nil
	}
	if n.form == "list" {
		if v.kind != kindList {
			return "", errorf("is not a list")
		}
		return f.List(v.list), nil
	}
	if !v.isNum() {
		return "", errIs(ErrNotNumber, "is not a number")
	}
	size := max(v.n, -v.n)
	switch n.form {
	case "words":
		if n.args == nil {
			return f.Spell(size), nil
		}
		return f.Spell(size) + " " + f.Plural(size, n.args), nil
	case "ordinal":
		return f.Ordinal(size), nil
	case "count":
		return f.Number(size) + " " + f.Plural(size, n.args), nil
	case "plural":
		return f.Plural(size, n.args), nil
	case "sign":
		if v.n >= 0 {
			return n.args[0], nil
		}
		return n.args[1], nil
	}
	return w.unit(n, v.n, size)
}

func (w *writer) unit(n node, num, size int) (string, error) {
	u, ok := w.opt.Units[n.form]
	if !ok {
		return "", errIs(ErrNoForm, "%q is not a form (forms: words, ordinal, count, plural, sign, list, if%s)", n.form, unitNames(w.opt.Units))
	}
	want := 0
	if u.Signed {
		want = 2
	}
	if len(n.args) != want {
		if u.Signed {
			return "", errorf("write {%s:name|word for 0 or more|word for less}", n.form)
		}
		return "", errorf("write {%s:name}, with no words after |", n.form)
	}
	s := unitText(w.opt.Format, size, u)
	if u.Signed {
		if num >= 0 {
			return s + " " + n.args[0], nil
		}
		return s + " " + n.args[1], nil
	}
	return s, nil
}

func unitText(fm Formatter, size int, u Unit) string {
	return fm.Number(size) + " " + fm.Plural(size, []string{u.One, u.Many})
}

func unitNames(units map[string]Unit) string {
	var b strings.Builder
	for _, k := range sortedKeys(units) {
		b.WriteString(", " + k)
	}
	return b.String()
}

// Number returns v's number, if v is one.
func (v Value) Number() (int, bool) { return v.n, v.kind == kindNum }

// Check reports the first placeholder whose form opt does not know (a
// unit nobody declared) or that takes the wrong words after its name:
// what Fill would find, found once when a text loads.
func (t *Template) Check(opt Options) error {
	if opt.Format == nil {
		opt.Format = English
	}
	var err error
	var walk func([]node)
	walk = func(ns []node) {
		for _, n := range ns {
			if _, builtin := forms[n.form]; !builtin && err == nil {
				w := writer{opt: opt}
				if _, e := w.unit(n, 0, 0); e != nil {
					w.fail(n, e)
					err = w.err
				}
			}
			walk(n.then)
			walk(n.els)
		}
	}
	walk(t.nodes)
	return err
}
