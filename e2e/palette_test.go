package e2e

import (
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestPaletteContrast reads every stylesheet and checks, with no
// browser, each pair of text and background colours the CSS itself
// declares: a rule that sets both, and a modifier class that sets only a
// background (.season-spring) with the text colour of the class that
// heads its run of rules of the same prefix (.season-chip, just above). Colours are resolved through the custom
// properties of :root. Each pair must reach WCAG AA: 4.5:1, or 3:1 for a
// rule whose font is large (24px, or 18.66px bold). TestContrast checks
// the rendered pages, where colours meet across rules.
func TestPaletteContrast(t *testing.T) {
	var files []string
	for _, pattern := range []string{"../web/static/*.css", "../games/*/*/assets/*.css"} {
		m, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	if len(files) < 4 {
		t.Fatalf("found only %v stylesheets", files)
	}
	vars := map[string]string{}
	var all []cssRule
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		rules := parseCSS(string(b))
		for _, r := range rules {
			if r.selector == ":root" {
				for k, v := range r.decls {
					if strings.HasPrefix(k, "--") {
						vars[k] = v
					}
				}
			}
		}
		for i := range rules {
			rules[i].file = filepath.Base(f)
		}
		all = append(all, rules...)
	}
	page, ok := cssColour(resolve("var(--parchment)", vars))
	if !ok {
		t.Fatal("app.css defines no --parchment, the page's background")
	}
	pairs := 0
	check := func(r cssRule, fg, bg string) {
		text, ok1 := cssColour(resolve(fg, vars))
		back, ok2 := cssColour(resolve(bg, vars))
		if !ok1 || !ok2 {
			return
		}
		pairs++
		back = back.over(page)
		text = text.over(back)
		need := 4.5
		if r.large() {
			need = 3
		}
		if got := contrast(text, back); got < need-0.005 {
			t.Errorf("%s: %s: text %s on %s is %.2f:1, needs %.1f:1", r.file, r.selector, fg, bg, got, need)
		}
	}
	for i, r := range all {
		fg, bg := r.decls["color"], r.background()
		switch {
		case fg != "" && bg != "":
			check(r, fg, bg)
		case fg == "" && bg != "":
			// A modifier: .season-spring after .season-chip.
			prefix, ok := classPrefix(r.selector)
			if !ok {
				continue
			}
			j := i
			for j > 0 && all[j-1].file == r.file {
				if p, ok := classPrefix(all[j-1].selector); !ok || p != prefix {
					break
				}
				j--
			}
			if base := all[j]; j != i && base.decls["color"] != "" {
				check(cssRule{file: r.file, selector: r.selector + " (with " + base.selector + ")", decls: merge(base.decls, r.decls)}, base.decls["color"], bg)
			}
		}
	}
	if pairs < 20 {
		t.Errorf("checked only %d colour pairs: is the CSS still read?", pairs)
	}
}

type cssRule struct {
	file, selector string
	decls          map[string]string
}

// background is the colour a rule paints behind text: background-color,
// or the first colour of the background shorthand.
func (r cssRule) background() string {
	if v := r.decls["background-color"]; v != "" {
		return v
	}
	v := r.decls["background"]
	if v == "" || strings.Contains(v, "gradient") && !strings.HasPrefix(v, "var(") && !strings.HasPrefix(v, "#") {
		return ""
	}
	return firstColour.FindString(v)
}

var firstColour = regexp.MustCompile(`#[0-9a-fA-F]{3,8}\b|rgba?\([^)]*\)|var\(--[\w-]+(?:,[^)]*)?\)|\bwhite\b|\bblack\b`)

// large reports whether the rule's font is large text in WCAG's sense.
func (r cssRule) large() bool {
	font := r.decls["font-size"] + " " + r.decls["font"]
	m := regexp.MustCompile(`([\d.]+)(rem|em|px)`).FindStringSubmatch(font)
	if m == nil {
		return false
	}
	px, _ := strconv.ParseFloat(m[1], 64)
	if m[2] != "px" {
		px *= 16
	}
	bold := strings.Contains(r.decls["font"], "700") || strings.Contains(r.decls["font"], "800") || r.decls["font-weight"] == "700" || r.decls["font-weight"] == "800"
	return px >= 24 || px >= 18.66 && bold
}

// classPrefix is "season-" for the selector ".season-spring": a lone
// class with a prefix.
func classPrefix(sel string) (string, bool) {
	m := regexp.MustCompile(`^\.([a-z]+-)[a-z0-9-]+$`).FindStringSubmatch(sel)
	if m == nil {
		return "", false
	}
	return m[1], true
}

func merge(a, b map[string]string) map[string]string {
	out := map[string]string{}
	for k, v := range a {
		out[k] = v
	}
	for k, v := range b {
		out[k] = v
	}
	return out
}

// parseCSS reads the innermost rules of a stylesheet (inside @media
// too), one per selector of a selector list.
func parseCSS(src string) []cssRule {
	src = regexp.MustCompile(`(?s)/\*.*?\*/`).ReplaceAllString(src, "")
	var out []cssRule
	start := 0
	for i := 0; i < len(src); i++ {
		switch src[i] {
		case '{':
			end := strings.IndexAny(src[i+1:], "{}")
			if end < 0 || src[i+1+end] == '{' { // an at-rule's block: go inside
				start = i + 1
				continue
			}
			prelude := strings.TrimSpace(src[start:i])
			decls := map[string]string{}
			for _, d := range strings.Split(src[i+1:i+1+end], ";") {
				k, v, ok := strings.Cut(d, ":")
				if ok {
					decls[strings.TrimSpace(k)] = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "!important"))
				}
			}
			for _, sel := range strings.Split(prelude, ",") {
				out = append(out, cssRule{selector: strings.Join(strings.Fields(sel), " "), decls: decls})
			}
			i += end + 1
			start = i + 1
		case '}':
			start = i + 1
		}
	}
	return out
}

// resolve replaces var(--x) and var(--x, fallback) by their values.
func resolve(v string, vars map[string]string) string {
	re := regexp.MustCompile(`var\((--[\w-]+)(?:\s*,\s*([^)]*))?\)`)
	for range 5 {
		v = re.ReplaceAllStringFunc(v, func(s string) string {
			m := re.FindStringSubmatch(s)
			if x, ok := vars[m[1]]; ok {
				return x
			}
			return m[2]
		})
	}
	return strings.TrimSpace(v)
}

type rgba struct{ r, g, b, a float64 }

func (c rgba) over(under rgba) rgba {
	mix := func(x, y float64) float64 { return x*c.a + y*(1-c.a) }
	return rgba{mix(c.r, under.r), mix(c.g, under.g), mix(c.b, under.b), 1}
}

// cssColour reads #rgb, #rrggbb, rgb()/rgba() (commas or spaces, "/ a"),
// white and black.
func cssColour(s string) (rgba, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	switch s {
	case "white", "#fff":
		return rgba{255, 255, 255, 1}, true
	case "black", "#000":
		return rgba{0, 0, 0, 1}, true
	}
	if strings.HasPrefix(s, "#") {
		h := s[1:]
		if len(h) == 3 {
			h = string([]byte{h[0], h[0], h[1], h[1], h[2], h[2]})
		}
		if len(h) != 6 {
			return rgba{}, false
		}
		n, err := strconv.ParseUint(h, 16, 32)
		if err != nil {
			return rgba{}, false
		}
		return rgba{float64(n >> 16), float64(n >> 8 & 0xff), float64(n & 0xff), 1}, true
	}
	m := regexp.MustCompile(`^rgba?\(([^)]*)\)$`).FindStringSubmatch(s)
	if m == nil {
		return rgba{}, false
	}
	parts := strings.FieldsFunc(m[1], func(r rune) bool { return r == ',' || r == ' ' || r == '/' })
	if len(parts) < 3 {
		return rgba{}, false
	}
	var v [4]float64
	v[3] = 1
	for i, p := range parts[:min(4, len(parts))] {
		f, err := strconv.ParseFloat(strings.TrimSuffix(p, "%"), 64)
		if err != nil {
			return rgba{}, false
		}
		if strings.HasSuffix(p, "%") {
			f /= 100
		}
		v[i] = f
	}
	return rgba{v[0], v[1], v[2], v[3]}, true
}

// contrast is WCAG 2.1's contrast ratio of two opaque colours.
func contrast(a, b rgba) float64 {
	lum := func(c rgba) float64 {
		f := func(x float64) float64 {
			x /= 255
			if x <= 0.03928 {
				return x / 12.92
			}
			return math.Pow((x+0.055)/1.055, 2.4)
		}
		return 0.2126*f(c.r) + 0.7152*f(c.g) + 0.0722*f(c.b)
	}
	x, y := lum(a), lum(b)
	return (max(x, y) + 0.05) / (min(x, y) + 0.05)
}

// TestContrastRatio: the ratio of known pairs (WCAG's own examples and
// the palette's worst case before it was darkened).
func TestContrastRatio(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want float64
	}{
		{"#000", "#fff", 21},
		{"#fff", "#fff", 1},
		{"#fff", "#b08433", 3.39},
		{"#fff", "#5f9e4a", 3.24},
		{"rgb(119 119 119)", "#fff", 4.48},
	} {
		a, _ := cssColour(c.a)
		b, _ := cssColour(c.b)
		if got := contrast(a, b); math.Abs(got-c.want) > 0.01 {
			t.Errorf("contrast(%s, %s) = %.3f, want %.2f", c.a, c.b, got, c.want)
		}
	}
	if p, ok := classPrefix(".season-spring"); p != "season-" || !ok {
		t.Errorf("classPrefix(.season-spring) = %q, %v", p, ok)
	}
}
