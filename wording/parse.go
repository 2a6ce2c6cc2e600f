package wording

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Template is a parsed text: Parse it once, Fill it as often as needed.
type Template struct {
	src   string
	nodes []node
}

// node is literal words (form "" and no name), a placeholder, or a
// condition (form "if" with then and els).
type node struct {
	text      string
	form      string
	name      expr
	args      []string
	neg       bool
	then, els []node
}

// expr is a name: one term, or a sum of terms.
type expr []term

// term is a path read from Values, or a whole number, with its sign.
type term struct {
	neg  bool
	path string
	num  int
}

func (e expr) String() string {
	var b strings.Builder
	for i, t := range e {
		switch {
		case t.neg:
			b.WriteByte('-')
		case i > 0:
			b.WriteByte('+')
		}
		if t.path != "" {
			b.WriteString(t.path)
		} else {
			b.WriteString(strconv.Itoa(t.num))
		}
	}
	return b.String()
}

// SyntaxError is a text that breaks the grammar: where (a byte offset
// into the text, and the same place counted in characters, as a reader
// and the browser's filler count it) and why.
type SyntaxError struct {
	Offset int
	Char   int
	Msg    string
	msg    *textError // Msg with its format and arguments
}

// syntax is the SyntaxError at byte offset at of the text whose Msg is
// format and args.
func (p *parser) syntax(at int, format string, args ...any) *SyntaxError {
	m := errorf(format, args...)
	return &SyntaxError{Offset: at, Char: utf8.RuneCountInString(p.src[:at]), Msg: m.Error(), msg: m}
}

func (e *SyntaxError) Error() string { return e.text().Error() }

// Text is the error's English format and arguments (see errors.go).
func (e *SyntaxError) Text() (string, []any) { return e.text().Text() }

func (e *SyntaxError) text() *textError {
	var msg any = e.Msg
	if e.msg != nil && e.msg.Error() == e.Msg {
		msg = e.msg // not made or changed by hand: it has its words
	}
	return errorf("at character %d: %s", e.Char+1, msg)
}

// forms are the built-in forms and how many words each takes after its
// name (-1: the form is checked when it is filled, against the units).
var forms = map[string][]int{
	"":        {0},
	"words":   {0, 2},
	"ordinal": {0},
	"count":   {2},
	"plural":  {2},
	"sign":    {2},
	"list":    {0},
	"if":      {0, 2},
}

// Parse reads src by the grammar of the package doc.
func Parse(src string) (*Template, error) {
	p := parser{src: src}
	nodes, end, err := p.nodes(0)
	if err != nil {
		return nil, err
	}
	if end != "" {
		return nil, p.syntax(p.at, "{%s} without its {if:…}", end)
	}
	return &Template{src: src, nodes: nodes}, nil
}

// MustParse is Parse for texts written in code, which panics on a
// broken one.
func MustParse(src string) *Template {
	t, err := Parse(src)
	if err != nil {
		panic(fmt.Sprintf("wording: %q: %v", src, err))
	}
	return t
}

// String returns the text as written.
func (t *Template) String() string { return t.src }

type parser struct {
	src string
	at  int
}

// nodes reads until the end of the text or an {else} or {end}, which
// it returns (depth is how many conditions are open).
func (p *parser) nodes(depth int) ([]node, string, error) {
	var out []node
	var lit strings.Builder
	flush := func() {
		if lit.Len() > 0 {
			out = append(out, node{text: lit.String()})
			lit.Reset()
		}
	}
	for p.at < len(p.src) {
		i := strings.IndexByte(p.src[p.at:], '{')
		if i < 0 {
			lit.WriteString(p.src[p.at:])
			p.at = len(p.src)
			break
		}
		lit.WriteString(p.src[p.at : p.at+i])
		p.at += i
		if strings.HasPrefix(p.src[p.at:], "{{") {
			lit.WriteByte('{')
			p.at += 2
			continue
		}
		start := p.at
		j := strings.IndexByte(p.src[p.at:], '}')
		if j < 0 {
			return nil, "", p.syntax(start, "a { is never closed (write {{ for a brace)")
		}
		spec := p.src[p.at+1 : p.at+j]
		p.at += j + 1
		if spec == "end" || spec == "else" {
			if depth == 0 {
				return nil, "", p.syntax(start, "{%s} without its {if:…}", spec)
			}
			flush()
			return out, spec, nil
		}
		n, err := placeholder(spec)
		if err != nil {
			return nil, "", p.syntax(start, "{%s}: %v", spec, err)
		}
		if n.form == "if" && len(n.args) == 0 {
			if err := p.block(&n, depth, start); err != nil {
				return nil, "", err
			}
		}
		flush()
		out = append(out, n)
	}
	flush()
	return out, "", nil
}

// block reads a condition's words, up to its {end}.
func (p *parser) block(n *node, depth, start int) error {
	then, end, err := p.nodes(depth + 1)
	if err != nil {
		return err
	}
	n.then = then
	if end == "" {
		return p.syntax(start, "an {if:…} is never closed with {end}")
	}
	if end == "else" {
		els, end2, err := p.nodes(depth + 1)
		if err != nil {
			return err
		}
		switch end2 {
		case "":
			return p.syntax(start, "an {if:…} is never closed with {end}")
		case "else":
			return p.syntax(start, "an {if:…} has two {else}")
		}
		n.els = els
	}
	return nil
}

// placeholder reads what stands between a placeholder's braces.
func placeholder(spec string) (node, error) {
	form, rest, ok := strings.Cut(spec, ":")
	if !ok {
		form, rest = "", spec
	}
	if form != "" && !isWord(form) {
		return node{}, errorf("%q is not a form (forms are words: count, words, if, …)", form)
	}
	args := strings.Split(rest, "|")
	n := node{form: form, args: args[1:]}
	if len(n.args) == 0 {
		n.args = nil
	}
	name := args[0]
	if form == "if" {
		name, n.neg = strings.CutPrefix(name, "!")
		if n.neg && n.args != nil {
			return node{}, errorf("{if:!…} takes no words after | (swap them instead)")
		}
	}
	e, err := parseExpr(name)
	if err != nil {
		return node{}, err
	}
	n.name = e
	if form == "" && n.args == nil && (name == "end" || name == "else") {
		return node{}, errorf("a value cannot be named %s: {%s} closes a condition", name, name)
	}
	if counts, builtin := forms[form]; builtin {
		for _, c := range counts {
			if c == len(n.args) {
				return n, nil
			}
		}
		return node{}, usage(form)
	}
	return n, nil // a unit, checked against Options.Units when filled
}

// usage is how a built-in form is written, for one written otherwise.
func usage(form string) error {
	switch form {
	case "":
		return errorf("a bare value takes no words after | (to choose words, use a form: {count:n|one|many})")
	case "words":
		return errorf("write {words:name} or {words:name|one|many}")
	case "if":
		return errorf("write {if:name}…{end} or {if:name|yes|no}")
	case "ordinal", "list":
		return errorf("write {%s:name}, with no words after |", form)
	}
	return errorf("write {%s:name|one|many}: two words after the name", form)
}

// parseExpr reads a name: paths and whole numbers joined by + and by a
// - that stands before or after a whole number.
func parseExpr(s string) (expr, error) {
	if strings.TrimSpace(s) == "" {
		return nil, errorf("no name")
	}
	if strings.TrimSpace(s) != s {
		return nil, errorf("%q: a name has no spaces round it", s)
	}
	var e expr
	neg := false
	start := 0
	for i := 0; i <= len(s); i++ {
		op := i < len(s) && (s[i] == '+' || s[i] == '-' && (isDigit(strings.TrimLeft(s[i+1:], " ")) || isNumber(strings.TrimSpace(s[start:i]))))
		if i < len(s) && !op {
			continue
		}
		t, err := parseTerm(strings.TrimSpace(s[start:i]), neg)
		if err != nil {
			return nil, err
		}
		e = append(e, t)
		if i < len(s) {
			neg = s[i] == '-'
		}
		start = i + 1
	}
	return e, nil
}

func isDigit(s string) bool { return s != "" && s[0] >= '0' && s[0] <= '9' }

func isNumber(s string) bool { return s != "" && strings.Trim(s, "0123456789") == "" }

func parseTerm(s string, neg bool) (term, error) {
	if s == "" {
		return term{}, errorf("a + or - with nothing beside it")
	}
	if isDigit(s) {
		n, err := strconv.Atoi(s)
		if err != nil || n > 1e9 {
			return term{}, errorf("%q is not a whole number", s)
		}
		return term{neg: neg, num: n}, nil
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(isLetter(c) || c >= '0' && c <= '9' || strings.IndexByte("_.[]-", c) >= 0) {
			return term{}, errorf("%q is not a name (letters, digits, _ . - and [n])", s)
		}
	}
	return term{neg: neg, path: s}, nil
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func isWord(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isLetter(s[i]) && s[i] != '_' {
			return false
		}
	}
	return s != ""
}

// Names lists every name the text reads, in order, once each (a sum
// lists each path it adds).
func (t *Template) Names() []string {
	var out []string
	seen := map[string]bool{}
	var walk func([]node)
	walk = func(ns []node) {
		for _, n := range ns {
			for _, tm := range n.name {
				if tm.path != "" && !seen[tm.path] {
					seen[tm.path] = true
					out = append(out, tm.path)
				}
			}
			walk(n.then)
			walk(n.els)
		}
	}
	walk(t.nodes)
	return out
}

// Canonical writes t back in the grammar, each placeholder in one
// spelling: Parse(t.Canonical()) is the same template.
func (t *Template) Canonical() string {
	var b strings.Builder
	writeNodes(&b, t.nodes)
	return b.String()
}

func writeNodes(b *strings.Builder, ns []node) {
	for _, n := range ns {
		if n.name == nil {
			b.WriteString(strings.ReplaceAll(n.text, "{", "{{"))
			continue
		}
		b.WriteByte('{')
		if n.form != "" {
			b.WriteString(n.form + ":")
		}
		if n.neg {
			b.WriteByte('!')
		}
		b.WriteString(n.name.String())
		for _, a := range n.args {
			b.WriteString("|" + a)
		}
		b.WriteByte('}')
		if n.form == "if" && n.args == nil {
			writeNodes(b, n.then)
			if n.els != nil {
				b.WriteString("{else}")
				writeNodes(b, n.els)
			}
			b.WriteString("{end}")
		}
	}
}
