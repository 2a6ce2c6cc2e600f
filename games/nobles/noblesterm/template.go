package noblesterm

import (
	"fmt"
	"strconv"
	"strings"
)

// A sentence is one entry of content/words.json, parsed once: literal
// text and placeholders (the syntax is documented in content/words.go).
type sentence []part

// part is literal text (kind "") or a placeholder.
type part struct {
	kind  string // "", "field", "crowns", "more", "count", "you", "if", "end"
	field string
	args  []string
	text  string
}

// fields is what a sentence may read: numbers, texts and flags by name.
type fields map[string]any

// parseSentence parses s, checking every placeholder against known, the
// field names the sentence may read.
func parseSentence(s string, known map[string]bool) (sentence, error) {
	var out sentence
	open := false
	for s != "" {
		i := strings.IndexByte(s, '{')
		if i < 0 {
			out = append(out, part{text: s})
			break
		}
		if i > 0 {
			out = append(out, part{text: s[:i]})
		}
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			return nil, fmt.Errorf("a { without its }")
		}
		p, err := parsePlaceholder(s[i+1:i+j], known)
		if err != nil {
			return nil, err
		}
		switch p.kind {
		case "if":
			if open {
				return nil, fmt.Errorf("{if:…} inside {if:…}: no nesting")
			}
			open = true
		case "end":
			if !open {
				return nil, fmt.Errorf("{end} without {if:…}")
			}
			open = false
		}
		out = append(out, p)
		s = s[i+j+1:]
	}
	if open {
		return nil, fmt.Errorf("{if:…} without {end}")
	}
	return out, nil
}

func parsePlaceholder(p string, known map[string]bool) (part, error) {
	if p == "end" {
		return part{kind: "end"}, nil
	}
	kind, rest, ok := strings.Cut(p, ":")
	if !ok {
		kind, rest = "field", p
	}
	args := strings.Split(rest, "|")
	switch {
	case kind == "you" && len(args) == 2:
		return part{kind: kind, args: args}, nil
	case (kind == "more" || kind == "count") && len(args) == 3, (kind == "field" || kind == "crowns" || kind == "if") && len(args) == 1:
		if !known[args[0]] {
			return part{}, fmt.Errorf("{%s}: unknown field %q", p, args[0])
		}
		return part{kind: kind, field: args[0], args: args[1:]}, nil
	}
	return part{}, fmt.Errorf("{%s}: not a placeholder (see content/words.go)", p)
}

// fill writes the sentence with f's values.
func (s sentence) fill(f fields) string {
	var b strings.Builder
	skip := false
	for _, p := range s {
		switch {
		case p.kind == "end":
			skip = false
		case skip:
		case p.kind == "":
			b.WriteString(p.text)
		case p.kind == "if":
			skip = !set(f[p.field])
		case p.kind == "you":
			if f["you"] == true {
				b.WriteString(p.args[0])
			} else {
				b.WriteString(p.args[1])
			}
		case p.kind == "crowns":
			b.WriteString(crowns(number(f[p.field])))
		case p.kind == "more":
			b.WriteString(more(number(f[p.field]), p.args[0], p.args[1]))
		case p.kind == "count":
			b.WriteString(plural(number(f[p.field]), p.args[0], p.args[1]))
		default:
			b.WriteString(text(f[p.field]))
		}
	}
	return b.String()
}

func set(v any) bool {
	switch v := v.(type) {
	case int:
		return v != 0
	case string:
		return v != ""
	case bool:
		return v
	}
	return false
}

func number(v any) int {
	n, _ := v.(int)
	return n
}

func text(v any) string {
	switch v := v.(type) {
	case int:
		return strconv.Itoa(v)
	case string:
		return v
	case bool:
		return strconv.FormatBool(v)
	}
	return ""
}
