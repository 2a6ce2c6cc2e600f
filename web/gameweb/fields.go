package gameweb

// Field words: the name, for people, of the part of a rule-set document
// a path points at, so that a problem reads "Turns per season: must be
// between 1 and 64" with the path "turns_per_season" as a detail, never
// the path alone.

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"evergreen/locale"
	"evergreen/ruleset"
	"evergreen/ruleset/changewords"
)

// Field names a part of a game's rule-set documents in words.
type Field struct {
	// Path is the part's path with every list index written [] :
	// "turns_per_season", "cards[]", "cards[].points".
	Path string `json:"path"`
	// Words name it; "{n}" stands for the position of the path's last
	// list index, counted from 1 ("Card {n}").
	Words string `json:"words"`
	// Kind, when set, lets the platform's editor draw the field itself
	// (web/static/studio-form.js, which documents every kind): "number"
	// (Min to Max), "text" (Rows > 0: several lines), "choice"
	// (Choices, or the editor data's list From), "radio", "check",
	// "list" and "rows" (a list of entries, each with the fields
	// declared under path[]), "group", "oneof", "sequence", and the
	// layout's "section" and "heading".
	Kind     string   `json:"kind,omitempty"`
	Min      int      `json:"min,omitempty"`
	Max      int      `json:"max,omitempty"`
	Choices  []Choice `json:"choices,omitempty"`
	Hint     string   `json:"hint,omitempty"`
	Section  string   `json:"section,omitempty"`
	Optional bool     `json:"optional,omitempty"`
	// Part: the words name a part of the list entry the path lies in
	// ("Amount" under "decks.ordeal[].effects[]"), so a problem reads the
	// entry's words first ("Ordeal 4 › Effect 1 › Amount"), and the
	// form's label stays short.
	Part bool `json:"part,omitempty"`
	// In names it in every other locale ("de": "Züge pro Jahreszeit"),
	// "{n}" as in Words; HintIn gives Hint in every other locale.
	In     map[string]string `json:"in,omitempty"`
	HintIn map[string]string `json:"hint_in,omitempty"`
	FormParts
}

// FormParts is how the platform's editor draws a field of the kinds
// beyond a single input (web/static/studio-form.js).
type FormParts struct {
	// Rows > 0 makes a text field several lines tall; Preview shows
	// beneath it what players will read (the game's preview hook).
	Rows    int  `json:"rows,omitempty"`
	Preview bool `json:"preview,omitempty"`
	// Test names the field's parts for tests (data-testid TEST-…).
	Test string `json:"test,omitempty"`
	// From names the editor data's list of choices (#studio-data's
	// "choices"), for a choice whose values the game's rules decide.
	From string `json:"from,omitempty"`
	// FromDoc: a choice among the entries of a list in the document
	// itself, by List, each entry's Value key and Words key.
	FromDoc *DocChoices `json:"from_doc,omitempty"`
	// When shows the field only while its entry's Key reads a value in
	// the editor data's list From; hidden, it is removed, shown again it
	// starts at Default.
	When    *When           `json:"when,omitempty"`
	Default json.RawMessage `json:"default,omitempty"`
	// A list's entries: the key of each one's title and of its badge
	// (its value one of the editor data's "badges"), and New, the
	// entry added, with "{n}" in a text standing for its position.
	Title string          `json:"title,omitempty"`
	Badge string          `json:"badge,omitempty"`
	New   json.RawMessage `json:"new,omitempty"`
	// Groups split a sequence into equal stretches, each named.
	Groups []Choice `json:"groups,omitempty"`
}

// DocChoices are choices read from a list in the document.
type DocChoices struct {
	List  string `json:"list"`
	Value string `json:"value"`
	Words string `json:"words"`
}

// When is the condition a field is shown on.
type When struct {
	Key  string `json:"key"`
	From string `json:"from"`
}

// fieldKinds are the kinds the platform's editor draws.
var fieldKinds = []string{"", "number", "text", "choice", "radio", "check", "list", "rows", "group", "oneof", "sequence", "section", "heading"}

// FieldsIn is fields named in lang (each Field's In), for a page or an
// answer in lang; English, or a locale a field has no name in, reads
// Words.
func FieldsIn(fields []Field, lang string) []Field {
	out := make([]Field, len(fields))
	for i, f := range fields {
		out[i] = f
		out[i].Words, out[i].Hint = inLang(f.In, lang, f.Words), inLang(f.HintIn, lang, f.Hint)
		out[i].Choices = choicesIn(f.Choices, lang)
		out[i].Groups = choicesIn(f.Groups, lang)
	}
	return out
}

func choicesIn(cs []Choice, lang string) []Choice {
	if len(cs) == 0 {
		return cs
	}
	out := make([]Choice, len(cs))
	for j, c := range cs {
		out[j] = c
		out[j].Words, out[j].Hint = inLang(c.In, lang, c.Words), inLang(c.HintIn, lang, c.Hint)
	}
	return out
}

// inLang is m's text in lang, or english when it has none.
func inLang(m map[string]string, lang, english string) string {
	if w := m[lang]; w != "" {
		return w
	}
	return english
}

// Choice is one value a "choice" field offers, with its words (and a
// radio button's hint beside them).
type Choice struct {
	Value string `json:"value"`
	Words string `json:"words"`
	Hint  string `json:"hint,omitempty"`
	// In are its words in every other locale, HintIn its hint.
	In     map[string]string `json:"in,omitempty"`
	HintIn map[string]string `json:"hint_in,omitempty"`
}

// FieldWords names path in words from fields: the longest declared
// prefix of path gives its words, and what is left of the path follows
// in words of its own ("Card 4 › cost › gold" for cards[3].cost.gold
// when only "cards[]" is declared). With nothing declared the path's
// keys are worded as they are ("Duties › give cost").
func FieldWords(fields []Field, path string) string {
	segs := splitPath(path)
	if len(segs) == 0 {
		return ""
	}
	byPath := make(map[string]Field, len(fields))
	for _, f := range fields {
		byPath[f.Path] = f
	}
	return segWords(byPath, segs)
}

func segWords(byPath map[string]Field, segs []seg) string {
	for n := len(segs); n > 0; n-- {
		pattern, last := patternOf(segs[:n])
		f, ok := byPath[pattern]
		if !ok {
			continue
		}
		w := f.Words
		if last >= 0 {
			w = strings.ReplaceAll(w, "{n}", strconv.Itoa(last+1))
		}
		if entry := entryOf(segs[:n]); f.Part && entry > 0 {
			w = segWords(byPath, segs[:entry]) + " › " + w
		}
		return joinWords(w, segs[n:])
	}
	return joinWords("", segs)
}

// entryOf is how many of segs make the list entry they lie in (the
// path up to the last index before their own last step), 0 if none.
func entryOf(segs []seg) int {
	end := len(segs) - 1
	if end >= 0 && segs[end].key == "" {
		end-- // a list's own entry lies in the entry before it
	}
	for i := end; i >= 0; i-- {
		if segs[i].key == "" {
			return i + 1
		}
	}
	return 0
}

// Worded is ps with each problem's Field named (FieldWords); ps is left
// as it was.
func Worded(fields []Field, ps []ruleset.Problem) []ruleset.Problem {
	out := make([]ruleset.Problem, len(ps))
	for i, p := range ps {
		out[i] = p
		if p.Field == "" {
			out[i].Field = FieldWords(fields, p.Path)
		}
	}
	return out
}

// seg is one step of a path: a key, or a list index (key "").
type seg struct {
	key   string
	index int
}

// splitPath reads "decks.ordeal[3].effects[0]" into its steps; a quoted
// key (names["a.b"]) is one step.
func splitPath(path string) []seg {
	var out []seg
	for path != "" {
		switch {
		case path[0] == '.':
			path = path[1:]
		case path[0] == '[':
			end := strings.IndexByte(path, ']')
			if end < 0 {
				return append(out, seg{key: path})
			}
			inner := path[1:end]
			if n, err := strconv.Atoi(inner); err == nil {
				out = append(out, seg{index: n})
			} else if k, err := strconv.Unquote(inner); err == nil {
				out = append(out, seg{key: k})
			} else {
				out = append(out, seg{key: inner})
			}
			path = path[end+1:]
		default:
			end := strings.IndexAny(path, ".[")
			if end < 0 {
				end = len(path)
			}
			out = append(out, seg{key: path[:end]})
			path = path[end:]
		}
	}
	return out
}

// patternOf writes segs as a Field.Path, and the last index in it (-1
// if none).
func patternOf(segs []seg) (string, int) {
	var b strings.Builder
	last := -1
	for _, s := range segs {
		if s.key == "" {
			b.WriteString("[]")
			last = s.index
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('.')
		}
		b.WriteString(s.key)
	}
	return b.String(), last
}

// joinWords words the rest of a path after head: a key's words are the
// key with spaces for '_' and '-', an index is "number N".
func joinWords(head string, rest []seg) string {
	parts := []string{}
	if head != "" {
		parts = append(parts, head)
	}
	for _, s := range rest {
		switch {
		case s.key == "":
			if len(parts) > 0 {
				parts[len(parts)-1] += " " + strconv.Itoa(s.index+1)
			} else {
				parts = append(parts, "Number "+strconv.Itoa(s.index+1))
			}
		default:
			parts = append(parts, strings.Map(func(r rune) rune {
				if r == '_' || r == '-' {
					return ' '
				}
				return r
			}, s.key))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	r := []rune(parts[0])
	r[0] = unicode.ToUpper(r[0])
	parts[0] = string(r)
	return strings.Join(parts, " › ")
}

// Change is one difference from the default as every Studio shows it:
// its kind ("changed", "added", "removed", "moved"), its path and its
// words, with every field of the game's own change beside them in JSON.
type Change struct {
	Kind, Path, Words string
	fields            map[string]any
}

// MarshalJSON writes the game's change with "words" added.
func (c Change) MarshalJSON() ([]byte, error) { return json.Marshal(c.fields) }

// WordChanges is a game's changes (each a JSON object with "kind" and
// "path"), each worded by say, as the Studio shows them; never nil.
func WordChanges[T any](cs []T, say func(T) string) []Change {
	out := make([]Change, 0, len(cs))
	for _, c := range cs {
		m := map[string]any{}
		if raw, err := json.Marshal(c); err == nil {
			_ = json.Unmarshal(raw, &m)
		}
		w := say(c)
		m["words"] = w
		kind, _ := m["kind"].(string)
		path, _ := m["path"].(string)
		out = append(out, Change{Kind: kind, Path: path, Words: w, fields: m})
	}
	return out
}

// ParseFields reads a game's fields from JSON (a list of Field objects,
// as a game keeps them beside its Studio), strictly: an unknown key or a
// field without a path or words is an error naming it.
func ParseFields(data []byte) ([]Field, error) {
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	var fs []Field
	if err := dec.Decode(&fs); err != nil {
		return nil, fmt.Errorf("gameweb: the Studio's fields: %s", JSONProblem(err))
	}
	for i, f := range fs {
		if f.Path == "" || f.Words == "" {
			return nil, fmt.Errorf("gameweb: the Studio's fields: field %d needs a path and its words", i+1)
		}
		if !slices.Contains(fieldKinds, f.Kind) {
			return nil, fmt.Errorf("gameweb: the Studio's fields: field %d (%s): the editor draws no kind %q (it draws %s)", i+1, f.Path, f.Kind, strings.Join(fieldKinds[1:], ", "))
		}
		if err := fieldLocales(f); err != nil {
			return nil, fmt.Errorf("gameweb: the Studio's fields: field %d (%s): %w", i+1, f.Path, err)
		}
		if err := hintLocales(f); err != nil {
			return nil, fmt.Errorf("gameweb: the Studio's fields: field %d (%s): %w", i+1, f.Path, err)
		}
	}
	return fs, nil
}

// fieldLocales checks a field's names in other locales, when it has any:
// one in every locale, each reading {n} where Words does.
func fieldLocales(f Field) error {
	if f.In == nil {
		return nil
	}
	for _, lang := range locale.Tags() {
		w, ok := f.In[lang]
		switch {
		case lang == locale.Default:
			if ok {
				return fmt.Errorf("its English name is its words, not in.%s", lang)
			}
		case !ok || w == "":
			return fmt.Errorf("no name in %s (in.%s)", locale.Name(lang), lang)
		case strings.Contains(w, "{n}") != strings.Contains(f.Words, "{n}"):
			return fmt.Errorf("in.%s %q must read {n} exactly when the words %q do", lang, w, f.Words)
		}
	}
	for lang := range f.In {
		if !locale.Supported(lang) {
			return fmt.Errorf("in.%s: not a locale we speak (%v)", lang, locale.Tags())
		}
	}
	return nil
}

// hintLocales checks a field's hints and its choices' in other
// locales: one in every locale when any is given.
func hintLocales(f Field) error {
	check := func(what string, m map[string]string) error {
		if m == nil {
			return nil
		}
		for _, lang := range locale.Tags() {
			if _, ok := m[lang]; lang != locale.Default && (!ok || m[lang] == "") {
				return fmt.Errorf("%s: none in %s (%s.%s)", what, locale.Name(lang), what, lang)
			}
		}
		return nil
	}
	if err := check("hint_in", f.HintIn); err != nil {
		return err
	}
	for _, c := range append(append([]Choice(nil), f.Choices...), f.Groups...) {
		if err := check(c.Value+": hint_in", c.HintIn); err != nil {
			return err
		}
	}
	return nil
}

// DiffWords gives a StudioSpec its Changes and Draft from the game's own
// diff of two decoded rule-set documents, said in the reader's locale by
// words (ruleset/changewords): doc reads the document inside a rule set
// as the Studio holds it, diff says what b changes from a. A draft is
// decoded loosely (encoding/json), so that one with problems still shows
// its changes: its strict problems are the game's loader's to report.
func DiffWords[C, D any](words changewords.Words, doc func(C) *D, diff func(a, b *D) []ruleset.Change) (changes func(lang string, def, rs C) any, draft func(lang string, def C, merged []byte) any) {
	say := func(lang string, cs []ruleset.Change) []Change {
		return WordChanges(cs, func(c ruleset.Change) string { return words.Say(lang, c) })
	}
	changes = func(lang string, def, rs C) any { return say(lang, diff(doc(def), doc(rs))) }
	draft = func(lang string, def C, merged []byte) any {
		var d D
		if merged == nil || json.Unmarshal(merged, &d) != nil {
			return []Change{}
		}
		return say(lang, diff(doc(def), &d))
	}
	return changes, draft
}
