package termkit

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/text/width"

	"evergreen/game"
	"evergreen/locale"
	"evergreen/wording"
)

// Kit is what every game's terminal screens share, embedded in its
// TermUI: the frame of a screen (game.TermStyle: bold words, banners),
// the language termplay asks for (Speak), and the words of both the
// frame (package locale's catalogs, keys "term.…") and the game itself
// (its own table per locale, read by NewKit), all filled in package
// wording's one grammar. A game's term package keeps only its board
// drawing and its words.
type Kit struct {
	game.TermStyle
	lang       string
	own, frame *locale.Bundle
}

// NewKit returns the Kit of a game whose own words are tables in files,
// one JSON object of key → text per locale ("screens/en.json",
// "screens/de.json", "screens/es.json", "screens/zh-Hant.json"): every key of the English in every locale and no
// other, each reading the same placeholders (locale.New checks them).
// A nil files means the game has only the frame's words. It speaks
// English until Speak says otherwise.
func NewKit(colour bool, files fs.FS) (Kit, error) {
	frame, err := locale.Load()
	if err != nil {
		return Kit{}, err
	}
	k := Kit{TermStyle: game.TermStyle{Colour: colour}, lang: locale.Default, frame: frame}
	if files == nil {
		return k, nil
	}
	texts := map[string]map[string]string{}
	for _, tag := range locale.Tags() {
		raw, err := fs.ReadFile(files, "screens/"+tag+".json")
		if err != nil {
			return Kit{}, fmt.Errorf("the terminal's words in %s: %w", tag, err)
		}
		m := map[string]string{}
		if err := json.Unmarshal(raw, &m); err != nil {
			return Kit{}, fmt.Errorf("the terminal's words in %s (screens/%s.json) are not a JSON object of texts: %w", tag, tag, err)
		}
		texts[tag] = m
	}
	if k.own, err = locale.New(texts); err != nil {
		return Kit{}, fmt.Errorf("the terminal's words: %w", err)
	}
	return k, nil
}

// Speak sets the language of every text after it (a tag of package
// locale); termplay calls it before Intro.
func (k *Kit) Speak(lang string) error {
	if !locale.Supported(lang) {
		return fmt.Errorf("the terminal does not speak %q (it speaks %s)", lang, strings.Join(locale.Tags(), ", "))
	}
	k.lang = lang
	return nil
}

// Lang is the language the screens speak.
func (k *Kit) Lang() string { return k.lang }

// T writes key in the screens' language, with values as name, value
// pairs: the game's own words first, else the frame's.
func (k *Kit) T(key string, pairs ...any) string {
	if k.own != nil && k.own.Has(key) {
		return k.own.T(k.lang, key, pairs...)
	}
	return k.frame.T(k.lang, key, pairs...)
}

// Has reports whether key is one of the game's own words or the
// frame's.
func (k *Kit) Has(key string) bool {
	return (k.own != nil && k.own.Has(key)) || k.frame.Has(key)
}

// Or writes key (with no values) when the game's words or the frame's
// have it, else says fallback: the name of a thing the screens may know
// a word for ("season.summer"), a rule set's own name when they do not.
func (k *Kit) Or(key, fallback string) string {
	if k.Has(key) {
		return k.T(key)
	}
	return fallback
}

// Text writes key with values (a wording.Values: a map, a tree…).
func (k *Kit) Text(key string, values wording.Values) string {
	if k.own != nil && k.own.Has(key) {
		return k.own.Text(k.lang, key, values)
	}
	return k.frame.Text(k.lang, key, values)
}

// Number is n written the screens' language's way ("1,600", "1.600").
func (k *Kit) Number(n int) string { return locale.FormatterOf(k.lang).Number(n) }

// Heading is the words of key in bold on a line of their own, after a
// blank line: the head of a screen's part ("The table").
func (k *Kit) Heading(key string, pairs ...any) string {
	return "\n" + k.Bold(k.T(key, pairs...)) + "\n"
}

// DecisionBanner heads a decision's screen: where the game stands (in
// bold), then who must decide what.
func (k *Kit) DecisionBanner(status, who, title string) string {
	return k.Banner("=", k.Bold(status), k.T("term.decide", "who", who, "title", title))
}

// IntroLines is the start of a TermUI's Intro: the game's title (as the
// caller styles it), the rule set, how to play the game again from seed,
// the game's own lines and a blank line.
func (k *Kit) IntroLines(title, ruleset, code string, seed uint64, lines ...string) string {
	var b strings.Builder
	b.WriteString(title + "\n")
	b.WriteString(k.T("term.intro.rules", "name", ruleset, "code", code) + "\n")
	b.WriteString(k.T("term.intro.seed", "seed", strconv.FormatUint(seed, 10)) + "\n")
	for _, l := range lines {
		b.WriteString(l + "\n")
	}
	b.WriteString("\n")
	return b.String()
}

// HandoverTo is the pass-the-device cover's line for the seat called
// name.
func (k *Kit) HandoverTo(name string) string { return k.T("term.handover", "name", name) }

// ScoreRow is one line of a final score table: a name and its points,
// one a column.
type ScoreRow struct {
	Name   string
	Points []int
}

// ScoreTable is the table of a game's final screen: the names (cut to 16
// letters) and then one column a head, each as wide as its head and at
// least 6, the numbers right-aligned. Widths are the terminal's: a
// Chinese character takes two columns.
func (k *Kit) ScoreTable(heads []string, rows []ScoreRow) string {
	widths := make([]int, len(heads))
	var b strings.Builder
	b.WriteString("  " + strings.Repeat(" ", 16))
	for i, h := range heads {
		widths[i] = max(6, columns(h))
		b.WriteString(" " + strings.Repeat(" ", widths[i]-columns(h)) + h)
	}
	b.WriteString("\n")
	for _, r := range rows {
		name := []rune(r.Name)
		name = name[:min(len(name), 16)]
		b.WriteString("  " + string(name) + strings.Repeat(" ", max(0, 16-columns(string(name)))))
		for i, w := range widths {
			n := 0
			if i < len(r.Points) {
				n = r.Points[i]
			}
			fmt.Fprintf(&b, " %*d", w, n)
		}
		b.WriteString("\n")
	}
	return b.String()
}

// columns is how many terminal columns s takes: two for a wide
// (Chinese) character, one for any other.
func columns(s string) int {
	n := 0
	for _, r := range s {
		switch width.LookupRune(r).Kind() {
		case width.EastAsianWide, width.EastAsianFullwidth:
			n += 2
		default:
			n++
		}
	}
	return n
}

// FinalScores heads a game's final screen: the game's "final.title" in
// a banner, then the score table under the heads its "final.cols" lists
// (comma-separated).
func (k *Kit) FinalScores(rows []ScoreRow) string {
	return k.Banner("=", k.Bold(k.T("final.title"))) + k.ScoreTable(strings.Split(k.T("final.cols"), ","), rows)
}

// Winners is the line that names who won, in alphabetical order,
// indented as the final screen's lines are (English keeps "Ivy and Oak
// wins.", as its screens always said; other languages agree the verb
// with the count).
func (k *Kit) Winners(names ...string) string {
	names = slices.Sorted(slices.Values(names))
	return "  " + k.T("term.wins", "who", strings.Join(names, k.T("term.and")), "n", len(names)) + "\n"
}

// Replay is the final screen's last line: how to play the game again.
func (k *Kit) Replay(seed uint64) string {
	return k.T("term.replay", "seed", strconv.FormatUint(seed, 10)) + "\n"
}
