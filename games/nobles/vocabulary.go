package nobles

import (
	"encoding/json"
	"reflect"
	"strings"

	"evergreen/games/nobles/content"
)

// EffectVocabulary is the effect vocabulary a rule-set document may use, as an
// editor needs it: every effect kind and where it may be written, the
// "who" values by place, the condition keys and the duration units, each
// with the label the editor shows. Rules Studio's editor
// (games/nobles/noblesweb/assets/studio.js) reads it instead of keeping its own lists;
// the values come from this package's rules (the loader refuses anything
// else, and vocabulary_test.go checks the two agree), the labels from
// content/vocabulary.json.
type EffectVocabulary struct {
	Kinds []KindInfo        `json:"kinds"`
	Who   map[string][]Term `json:"who"` // by place: "virtue", "item", "proving", "ordeal", "decree"
	// Conditions are the numeric bounds of a condition ("min_crowns", …);
	// ItemCondition is the one naming a Market item ("has_item").
	Conditions    []Term `json:"conditions"`
	ItemCondition Term   `json:"item_condition"`
	Durations     []Term `json:"durations"`
}

// KindInfo describes one effect kind.
type KindInfo struct {
	Kind string `json:"kind"`
	// Label is the kind in words, for the editor's menu; Kind stays for
	// its tooltip and the raw JSON.
	Label string `json:"label"`
	// Modifier: it lasts (all year on Virtues and items, for its duration
	// on cards) rather than happening at once.
	Modifier bool `json:"modifier"`
	// Amount: the effect takes an amount (flags and end_turn take none).
	Amount bool `json:"amount"`
	// Places where it may be written: "virtue", "item", "proving",
	// "ordeal", "decree".
	Places []string `json:"places"`
	// OwnDraws: on a Virtue or Market item it may be limited to the cards
	// its holder draws ("who": "active"; ordeal_payment and decree_gain).
	OwnDraws bool `json:"own_draws,omitempty"`
}

// Term is one value of a vocabulary list and its label.
type Term struct {
	Value string `json:"value"`
	Label string `json:"label"`
}

// Places where effects are written.
const (
	PlaceVirtue = "virtue"
	PlaceItem   = "item"
)

// vocabularyLabels is content/vocabulary.json: a label for each effect
// kind, each "who" value by the place the effect is written, each
// condition key and each duration unit.
type vocabularyLabels struct {
	Kinds      map[string]string            `json:"kinds"`
	Who        map[string]map[string]string `json:"who"`
	Conditions map[string]string            `json:"conditions"`
	Durations  map[string]string            `json:"durations"`
}

// Vocabulary returns the effect vocabulary. Labels missing from
// content/vocabulary.json read as the value itself (a test checks there
// are none).
func Vocabulary() EffectVocabulary {
	var labels vocabularyLabels
	if err := json.Unmarshal(content.VocabularyLabels(), &labels); err != nil {
		panic("nobles: content/vocabulary.json: " + err.Error()) // embedded; its test fails first
	}
	term := func(m map[string]string, v string) Term {
		if l, ok := m[v]; ok {
			return Term{Value: v, Label: l}
		}
		return Term{Value: v, Label: v}
	}
	cards := []string{SpaceProving, SpaceOrdeal, SpaceDecree}
	v := EffectVocabulary{
		Kinds: []KindInfo{
			{Kind: KindPay, Amount: true, Places: []string{SpaceOrdeal, SpaceDecree}},
			{Kind: KindGain, Amount: true, Places: cards},
			{Kind: KindEndTurn, Places: []string{SpaceProving}},
		},
		Who: map[string][]Term{},
	}
	for k, name := range modNames {
		places := append([]string{PlaceVirtue, PlaceItem}, cards...)
		if modKind(k) == mCloseMarket {
			places = cards // only on cards, with a duration
		}
		_, own := ownKind(modKind(k))
		v.Kinds = append(v.Kinds, KindInfo{Kind: name, Modifier: true, Amount: !modKind(k).isFlag(), Places: places, OwnDraws: own})
	}
	for _, place := range append([]string{PlaceVirtue, PlaceItem}, cards...) {
		for _, w := range whoValues(place) {
			v.Who[place] = append(v.Who[place], term(labels.Who[place], w))
		}
	}
	cond := reflect.TypeFor[Condition]()
	for i, key := range jsonKeys(cond) {
		if cond.Field(i).Type.Kind() == reflect.String {
			v.ItemCondition = term(labels.Conditions, key)
		} else {
			v.Conditions = append(v.Conditions, term(labels.Conditions, key))
		}
	}
	for _, key := range jsonKeys(reflect.TypeFor[Duration]()) {
		v.Durations = append(v.Durations, term(labels.Durations, key))
	}
	for i := range v.Kinds {
		v.Kinds[i].Label = term(labels.Kinds, v.Kinds[i].Kind).Label
	}
	return v
}

// whoValues are the "who" values an effect written at place (a card's
// deck, a Virtue or a Market item) may take, "" (the default) first, as
// checkEffects and checkModifiers accept them (on a Virtue or item,
// "active" only for the kinds with an own scope: ownKind).
func whoValues(place string) []string {
	switch place {
	case SpaceProving:
		return []string{"", "self"}
	case PlaceVirtue, PlaceItem:
		return []string{"", "active"}
	}
	return []string{"", "all", "active", "self", "others"}
}

// jsonKeys are the JSON names of a struct's fields, in order: the keys
// of a condition or a duration are its type's, never a second list.
func jsonKeys(t reflect.Type) []string {
	var out []string
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		out = append(out, name)
	}
	return out
}
