package locale

import (
	"strings"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/number"

	"evergreen/wording"
)

// Descriptor is how a locale writes numbers, plurals and lists, as the
// browser's filler reads it (web/static/wording.js, localFormat): the
// same rules the Go Formatter follows, a test holds the two together.
type Descriptor struct {
	Lang string `json:"lang"`
	// Group separates each three digits ("," or ".").
	Group string `json:"group"`
	// Plural is "one" when 1 takes a text's first form and every other
	// number its last (English, German, Spanish), "other" when every
	// number takes the last (Chinese).
	Plural string `json:"plural"`
	// ListSep joins the items of a list but the last, ListAnd the last.
	ListSep string `json:"listSep"`
	ListAnd string `json:"listAnd"`
	// Ordinal writes a rank, "{n}" standing for its digits ("{n}.").
	Ordinal string `json:"ordinal"`
}

var descriptors = map[string]Descriptor{
	"en":      {Lang: "en", Group: ",", Plural: "one", ListSep: ", ", ListAnd: " and ", Ordinal: "{n}"},
	"de":      {Lang: "de", Group: ".", Plural: "one", ListSep: ", ", ListAnd: " und ", Ordinal: "{n}."},
	"es":      {Lang: "es", Group: ".", Plural: "one", ListSep: ", ", ListAnd: " y ", Ordinal: "{n}.º"},
	"zh-Hant": {Lang: "zh-Hant", Group: ",", Plural: "other", ListSep: "、", ListAnd: "和", Ordinal: "第{n}"},
}

// DescriptorOf returns tag's Descriptor (English's for an unknown tag).
func DescriptorOf(tag string) Descriptor {
	if d, ok := descriptors[tag]; ok {
		return d
	}
	return descriptors[Default]
}

// FormatterOf returns how tag writes numbers, plurals and lists:
// wording.English for English (numbers spelled, "eighth"), else digits
// grouped by x/text, x/text's CLDR plural rule and the locale's list
// words. Other locales write numbers in digits, as their rule sheets do,
// where English spells them.
func FormatterOf(tag string) wording.Formatter {
	if !Supported(tag) || tag == Default {
		return wording.English
	}
	t := language.MustParse(tag)
	return formatter{tag: t, p: message.NewPrinter(t), d: descriptors[tag]}
}

type formatter struct {
	tag language.Tag
	p   *message.Printer
	d   Descriptor
}

func (f formatter) Number(n int) string { return f.p.Sprint(number.Decimal(n)) }
func (f formatter) Spell(n int) string  { return f.Number(n) }
func (f formatter) Ordinal(n int) string {
	return strings.ReplaceAll(f.d.Ordinal, "{n}", f.Number(n))
}

// Plural reads x/text's CLDR rule: a text gives the forms one and
// other (a locale without "one", such as Chinese, repeats its one
// word), and any form but one reads the last.
func (f formatter) Plural(n int, forms []string) string {
	if len(forms) == 0 {
		return ""
	}
	if plural.Cardinal.MatchPlural(f.tag, n, 0, 0, 0, 0) == plural.One {
		return forms[0]
	}
	return forms[len(forms)-1]
}

func (f formatter) List(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], f.d.ListSep) + f.d.ListAnd + items[len(items)-1]
}
