package gameweb

import (
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"strings"

	"evergreen/game"
	"evergreen/locale"
)

// What a game's pages get when they leave a hook out: a game whose pages
// read its Rules as they are, and whose Studio settings are a flat
// document, declares none of Open, Meta, Changes and Browse.

// OpenAs opens one of a game's rule sets as C when it is one: the Open a
// Studio or a Rulebook is given when the game declares none.
func OpenAs[C any](r game.Rules) (C, error) {
	c, ok := r.(C)
	if !ok {
		var zero C
		return zero, fmt.Errorf("%w: %T is not %s", game.ErrOtherGame, r, reflect.TypeFor[C]())
	}
	return c, nil
}

// titled is Rules that name themselves (game.Compiled does).
type titled interface {
	Code() string
	Doc() []byte
	Title() string
}

// metaOf is the Meta of rules that name themselves.
func metaOf[C any](c C) RulesMeta {
	t, _ := any(c).(titled)
	return RulesMeta{Code: t.Code(), Name: t.Title(), Doc: t.Doc()}
}

// FieldChange is one setting of a flat document changed from the
// default, as FieldChanges words it.
type FieldChange struct {
	Kind  string `json:"kind"`
	Path  string `json:"path"`
	Old   any    `json:"old"`
	New   any    `json:"new"`
	Words string `json:"words"`
}

// FieldChanges words, in lang, every setting of fields at the top of the
// document (a path with no list in it) whose value differs between def
// and doc, in the order fields declare them: "Rounds: 3 → 5". It is a
// Studio's Changes when the game declares none; never nil.
func FieldChanges(words *locale.Bundle, fields []Field, lang string, def, doc []byte) []FieldChange {
	var a, b map[string]any
	_ = json.Unmarshal(def, &a) // canonical documents: both are objects
	_ = json.Unmarshal(doc, &b)
	out := []FieldChange{}
	for _, f := range FieldsIn(fields, lang) {
		if f.Path == "" || strings.ContainsAny(f.Path, ".[") {
			continue
		}
		old, now := a[f.Path], b[f.Path]
		if reflect.DeepEqual(old, now) {
			continue
		}
		out = append(out, FieldChange{Kind: "changed", Path: f.Path, Old: old, New: now,
			Words: words.T(lang, "diff.value", "what", f.Words, "old", shown(lang, old), "new", shown(lang, now))})
	}
	return out
}

// shown is a setting's value as a change shows it in lang.
func shown(lang string, v any) string {
	switch v := v.(type) {
	case nil:
		return "—"
	case string:
		return "“" + v + "”"
	case float64:
		if v == math.Trunc(v) && math.Abs(v) < 1e15 {
			return locale.FormatterOf(lang).Number(int(v))
		}
	}
	raw, _ := json.Marshal(v)
	return string(raw)
}

// docTree is a document as a map, what a Studio's "studio-browse"
// template reads when the game declares no Browse.
func docTree(doc []byte) map[string]any {
	var m map[string]any
	_ = json.Unmarshal(doc, &m)
	return m
}
