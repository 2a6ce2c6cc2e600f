package ruleset

import (
	"fmt"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// The parsed form of a document. A JSON value is one of:
//
//	*object  an object, members in document order
//	[]any    an array
//	string   a string, escapes decoded
//	number   a number, exactly as written
//	bool     true or false
//	nil      null
//
// The package parses documents itself rather than through encoding/json so
// that it can keep key order, keep number literals exactly, notice duplicate
// keys, and point at the exact line and column of a syntax error.
type (
	object struct{ members []member }
	number string
)

type member struct {
	key string
	val any
	dup bool // an earlier member of the same object has this key
}

// maxDepth is how deeply arrays and objects may nest; it is the limit
// encoding/json uses, so every document this package accepts can also be
// decoded by encoding/json.
const maxDepth = 10000

// DocError reports a document that is not a JSON object this package can
// work with: a syntax error, invalid UTF-8, a duplicate key, or a top-level
// value that is not an object.
type DocError struct {
	Doc    string // which document: "rule-set document" or "base document"
	Offset int    // byte offset (from 0) of the offending byte; -1 if none
	Line   int    // line of Offset, from 1; 0 if none
	Column int    // column of Offset in characters, from 1; 0 if none
	Msg    string // what is wrong
	// msg is Msg as a Phrase, for a Wording.
	msg Phrase
}

func docError(doc string, off, line, col int, msg Phrase) *DocError {
	return &DocError{Doc: doc, Offset: off, Line: line, Column: col, Msg: msg.String(), msg: msg}
}

func (e *DocError) Error() string { return e.phrase().String() }

// phrase is the error in words: the document, where and what.
func (e *DocError) phrase() Phrase {
	var doc Phrase
	switch e.Doc {
	case docRuleSet:
		doc = Say(docRuleSet)
	case docBase:
		doc = Say(docBase)
	default:
		doc = Say("%s", e.Doc)
	}
	return Say("%s: %s", doc, e.detailPhrase())
}

// detail is the error without the document name.
func (e *DocError) detail() string { return e.detailPhrase().String() }

func (e *DocError) detailPhrase() Phrase {
	msg := e.msg
	if msg.format == "" || msg.String() != e.Msg {
		msg = Say("%s", e.Msg) // made or changed by hand: only its English
	}
	if e.Line == 0 {
		return msg
	}
	return Say("line %d:%d (byte %d): %s", e.Line, e.Column, e.Offset, msg)
}

// Problem is the error as a Problem without a path, whose message names
// the document ("rule-set document: line 1:14 (byte 13): …").
func (e *DocError) Problem() Problem { return Said("", e.phrase()) }

// DetailProblem is the error as a Problem without a path or the
// document's name ("line 1:14 (byte 13): …").
func (e *DocError) DetailProblem() Problem { return Said("", e.detailPhrase()) }

// Documents are named in errors by their role.
const (
	docRuleSet = "rule-set document"
	docBase    = "base document"
)

// parseObject parses doc, which must hold exactly one JSON object. When
// dupsOK is false a repeated key is an error; otherwise the repeat is
// kept and marked.
func parseObject(doc []byte, name string, dupsOK bool) (*object, error) {
	p := &parser{doc: doc, name: name, dupsOK: dupsOK}
	p.skipSpace()
	if p.pos == len(doc) {
		return nil, docError(name, -1, 0, 0, Say("document is empty; expected a JSON object"))
	}
	v, err := p.value()
	if err != nil {
		return nil, err
	}
	p.skipSpace()
	if p.pos < len(doc) {
		return nil, p.errAt(p.pos, "unexpected %s after the end of the document", p.describe(p.pos))
	}
	obj, ok := v.(*object)
	if !ok {
		return nil, docError(name, -1, 0, 0, Say("expected a JSON object, got %s", kindPhrase(v)))
	}
	return obj, nil
}

type parser struct {
	doc    []byte
	pos    int
	name   string
	dupsOK bool
	depth  int
}

func (p *parser) errAt(off int, format string, args ...any) *DocError {
	line, col := lineCol(p.doc, off)
	return docError(p.name, off, line, col, Say(format, args...))
}

// lineCol gives the line and column (both from 1) of byte offset off.
// Columns count characters, as editors do.
func lineCol(doc []byte, off int) (line, col int) {
	line, start := 1, 0
	for i := 0; i < off && i < len(doc); i++ {
		if doc[i] == '\n' {
			line++
			start = i + 1
		}
	}
	return line, utf8.RuneCount(doc[start:min(off, len(doc))]) + 1
}

// describe names the byte at off for an error message.
func (p *parser) describe(off int) Phrase {
	if off >= len(p.doc) {
		return Say("end of document")
	}
	c := p.doc[off]
	switch {
	case c > ' ' && c < utf8.RuneSelf:
		return Say("%s", strconv.QuoteRune(rune(c)))
	case c < utf8.RuneSelf:
		return Say("character U+%04X", c)
	}
	r, size := utf8.DecodeRune(p.doc[off:])
	if r == utf8.RuneError && size == 1 {
		return Say("byte 0x%02x", c)
	}
	return Say("%s", strconv.QuoteRune(r))
}

func (p *parser) skipSpace() {
	for p.pos < len(p.doc) {
		switch p.doc[p.pos] {
		case ' ', '\t', '\n', '\r':
			p.pos++
		default:
			return
		}
	}
}

// peek is the byte at the cursor, or 0 at the end.
func (p *parser) peek() byte {
	if p.pos < len(p.doc) {
		return p.doc[p.pos]
	}
	return 0
}

func (p *parser) value() (any, error) {
	switch c := p.peek(); {
	case c == '{':
		return p.object()
	case c == '[':
		return p.array()
	case c == '"':
		return p.string()
	case c == '-' || '0' <= c && c <= '9':
		return p.number()
	case c == 't':
		return true, p.literal("true")
	case c == 'f':
		return false, p.literal("false")
	case c == 'n':
		return nil, p.literal("null")
	}
	return nil, p.errAt(p.pos, "expected a value, found %s", p.describe(p.pos))
}

func (p *parser) enter() error {
	if p.depth++; p.depth > maxDepth {
		return p.errAt(p.pos, "arrays and objects nested more than %d deep", maxDepth)
	}
	return nil
}

func (p *parser) object() (any, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	p.pos++ // {
	obj := &object{}
	var seen map[string]bool
	p.skipSpace()
	if p.peek() == '}' {
		p.pos++
		p.depth--
		return obj, nil
	}
	for {
		p.skipSpace()
		if p.peek() != '"' {
			if p.peek() == '}' {
				return nil, p.errAt(p.pos, "expected a key after ',', found '}' (a trailing comma is not allowed)")
			}
			return nil, p.errAt(p.pos, "expected a string key, found %s", p.describe(p.pos))
		}
		keyAt := p.pos
		key, err := p.string()
		if err != nil {
			return nil, err
		}
		dup := seen[key]
		if dup && !p.dupsOK {
			return nil, p.errAt(keyAt, "duplicate key %q", key)
		}
		if seen == nil {
			seen = make(map[string]bool)
		}
		seen[key] = true
		p.skipSpace()
		if p.peek() != ':' {
			return nil, p.errAt(p.pos, "expected ':' after key %q, found %s", key, p.describe(p.pos))
		}
		p.pos++
		p.skipSpace()
		v, err := p.value()
		if err != nil {
			return nil, err
		}
		obj.members = append(obj.members, member{key: key, val: v, dup: dup})
		p.skipSpace()
		switch p.peek() {
		case ',':
			p.pos++
		case '}':
			p.pos++
			p.depth--
			return obj, nil
		default:
			return nil, p.errAt(p.pos, "expected ',' or '}' after the value of %q, found %s", key, p.describe(p.pos))
		}
	}
}

func (p *parser) array() (any, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	p.pos++ // [
	arr := []any{}
	p.skipSpace()
	if p.peek() == ']' {
		p.pos++
		p.depth--
		return arr, nil
	}
	for {
		p.skipSpace()
		if p.peek() == ']' {
			return nil, p.errAt(p.pos, "expected a value after ',', found ']' (a trailing comma is not allowed)")
		}
		v, err := p.value()
		if err != nil {
			return nil, err
		}
		arr = append(arr, v)
		p.skipSpace()
		switch p.peek() {
		case ',':
			p.pos++
		case ']':
			p.pos++
			p.depth--
			return arr, nil
		default:
			return nil, p.errAt(p.pos, "expected ',' or ']' after an array element, found %s", p.describe(p.pos))
		}
	}
}

func (p *parser) literal(word string) error {
	if len(p.doc)-p.pos >= len(word) && string(p.doc[p.pos:p.pos+len(word)]) == word {
		p.pos += len(word)
		return nil
	}
	return p.errAt(p.pos, "expected a value, found %s (did you mean %s?)", p.describe(p.pos), word)
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func (p *parser) digits() int {
	n := 0
	for isDigit(p.peek()) {
		p.pos++
		n++
	}
	return n
}

// number scans -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?, the JSON
// number grammar, keeping the literal as written.
func (p *parser) number() (any, error) {
	start := p.pos
	if p.peek() == '-' {
		p.pos++
	}
	switch c := p.peek(); {
	case c == '0':
		p.pos++
		if isDigit(p.peek()) {
			return nil, p.errAt(start, "invalid number: leading zeros are not allowed")
		}
	case isDigit(c):
		p.digits()
	default:
		return nil, p.errAt(p.pos, "invalid number: expected a digit after '-', found %s", p.describe(p.pos))
	}
	if p.peek() == '.' {
		p.pos++
		if p.digits() == 0 {
			return nil, p.errAt(p.pos, "invalid number: expected a digit after the decimal point, found %s", p.describe(p.pos))
		}
	}
	if c := p.peek(); c == 'e' || c == 'E' {
		p.pos++
		if c := p.peek(); c == '+' || c == '-' {
			p.pos++
		}
		if p.digits() == 0 {
			return nil, p.errAt(p.pos, "invalid number: expected a digit in the exponent, found %s", p.describe(p.pos))
		}
	}
	return number(p.doc[start:p.pos]), nil
}

// string scans a string literal and decodes its escapes. Like
// encoding/json, an unpaired UTF-16 surrogate escape decodes to U+FFFD.
// Unlike encoding/json, raw bytes that are not UTF-8 are an error rather
// than silently replaced: a document's meaning, and so its code, must not
// depend on how a reader repairs it.
func (p *parser) string() (string, error) {
	start := p.pos
	p.pos++        // "
	var buf []byte // nil until the first escape
	run := p.pos   // start of the bytes not yet copied to buf
	for {
		if p.pos >= len(p.doc) {
			return "", p.errAt(start, "string is not closed")
		}
		switch c := p.doc[p.pos]; {
		case c == '"':
			var s string
			if buf == nil {
				s = string(p.doc[run:p.pos])
			} else {
				s = string(append(buf, p.doc[run:p.pos]...))
			}
			p.pos++
			return s, nil
		case c == '\\':
			buf = append(buf, p.doc[run:p.pos]...)
			var err error
			if buf, err = p.escape(buf, start); err != nil {
				return "", err
			}
			run = p.pos
		case c < ' ':
			return "", p.errAt(p.pos, "control character U+%04X in a string must be escaped", c)
		case c < utf8.RuneSelf:
			p.pos++
		default:
			r, size := utf8.DecodeRune(p.doc[p.pos:])
			if r == utf8.RuneError && size == 1 {
				return "", p.errAt(p.pos, "invalid UTF-8 (byte 0x%02x) in a string", c)
			}
			p.pos += size
		}
	}
}

// escape decodes the escape sequence at the cursor (which is on the
// backslash) onto buf.
func (p *parser) escape(buf []byte, strStart int) ([]byte, error) {
	at := p.pos
	if at+1 >= len(p.doc) {
		return nil, p.errAt(strStart, "string is not closed")
	}
	c := p.doc[at+1]
	p.pos += 2
	switch c {
	case '"', '\\', '/':
		return append(buf, c), nil
	case 'b':
		return append(buf, '\b'), nil
	case 'f':
		return append(buf, '\f'), nil
	case 'n':
		return append(buf, '\n'), nil
	case 'r':
		return append(buf, '\r'), nil
	case 't':
		return append(buf, '\t'), nil
	case 'u':
		r := hex4(p.doc[p.pos:])
		if r < 0 {
			return nil, p.errAt(at, `invalid escape: \u must be followed by 4 hex digits`)
		}
		p.pos += 4
		if utf16.IsSurrogate(r) {
			r2 := rune(-1)
			if len(p.doc)-p.pos >= 6 && p.doc[p.pos] == '\\' && p.doc[p.pos+1] == 'u' {
				r2 = hex4(p.doc[p.pos+2:])
			}
			if pair := utf16.DecodeRune(r, r2); pair != utf8.RuneError {
				p.pos += 6
				r = pair
			} else {
				r = utf8.RuneError
			}
		}
		return utf8.AppendRune(buf, r), nil
	}
	return nil, p.errAt(at, "invalid escape in a string: backslash followed by %s", p.describe(at+1))
}

// hex4 decodes four hex digits at the start of b, or returns -1.
func hex4(b []byte) rune {
	if len(b) < 4 {
		return -1
	}
	var r rune
	for _, c := range b[:4] {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c -= 'a' - 10
		case 'A' <= c && c <= 'F':
			c -= 'A' - 10
		default:
			return -1
		}
		r = r<<4 | rune(c)
	}
	return r
}

// kindOf names the JSON type of a parsed value.
// kindPhrase is kindOf in words, for a problem.
func kindPhrase(v any) Phrase {
	switch v.(type) {
	case *object:
		return Say("object")
	case []any:
		return Say("array")
	case string:
		return Say("string")
	case number:
		return Say("number")
	case bool:
		return Say("boolean")
	}
	return Say("null")
}

func kindOf(v any) string {
	switch v.(type) {
	case *object:
		return "object"
	case []any:
		return "array"
	case string:
		return "string"
	case number:
		return "number"
	case bool:
		return "boolean"
	case nil:
		return "null"
	}
	panic(fmt.Sprintf("ruleset: unexpected parsed value %T", v))
}
