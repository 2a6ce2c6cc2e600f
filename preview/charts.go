package preview

import (
	"bytes"
	"errors"
	"fmt"
	"image/color"
	"slices"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"evergreen/sim"
)

// Charts lists the charts Chart draws, in the order the Studio shows
// them.
var charts = []string{"winrate", "scores", "gems-tokens", "ordeals"}

// Charts returns the names of the charts Chart can draw.
func Charts() []string { return slices.Clone(charts) }

// ErrNoChart is returned by Chart for a name not in Charts.
var ErrNoChart = errors.New("preview: no such chart")

// Colours for the two series: Okabe and Ito's blue and orange, told apart
// by people with any common colour blindness; the default is also drawn
// lighter, so the two differ in print.
var (
	colourRules   = color.RGBA{R: 0x00, G: 0x72, B: 0xb2, A: 0xff}
	colourDefault = color.RGBA{R: 0xe6, G: 0x9f, B: 0x00, A: 0xff}
	colourInk     = color.RGBA{R: 0x1f, G: 0x2a, B: 0x1f, A: 0xff}
	colourGuide   = color.RGBA{R: 0x88, G: 0x88, B: 0x88, A: 0xff}
)

// Chart size, in points.
const (
	chartWidth  = 6 * vg.Inch
	chartHeight = 3.4 * vg.Inch
)

// series is one rule set's data in a chart.
type series struct {
	name   string
	colour color.Color
	rep    *sim.Report
}

// Chart draws chart name for res compared with def (nil when res is the
// default's) as SVG:
//
//   - winrate: each seat's share of the victories (a shared victory split
//     evenly), seat 1 taking the first turn, against an even share;
//   - scores: how often a noble ends the year on each score;
//   - gems-tokens: the mean House Gems given, Vault Tokens held and final
//     score of a noble;
//   - ordeals: a noble's mean Ordeal failures, surrendered turns and Vault
//     Tokens converted in a year.
func Chart(name string, res, def *Result) ([]byte, error) {
	if res == nil || res.Report == nil {
		return nil, errors.New("preview: no result to chart")
	}
	ss := []series{{name: label(res.Name, "these rules"), colour: colourRules, rep: res.Report}}
	if def != nil && def.Report != nil {
		ss = append(ss, series{name: label(def.Name, "the default") + " (default)", colour: colourDefault, rep: def.Report})
	}
	p := plot.New()
	style(p)
	var err error
	switch name {
	case "winrate":
		err = winRate(p, ss)
	case "scores":
		err = scores(p, ss)
	case "gems-tokens":
		err = grouped(p, ss, "Gems against Vault Tokens (mean per noble)", "per noble",
			[]string{"House Gems given", "Vault Tokens held", "Final score"},
			func(g *sim.Group) []float64 {
				return []float64{g.Metric("gems").Mean, g.Metric("tokens").Mean, g.Score.Mean}
			})
	case "ordeals":
		err = grouped(p, ss, "Ordeals failed and their cost (mean per noble per year)", "per noble per year",
			[]string{"Ordeal failures", "Turns surrendered", "Tokens converted"},
			func(g *sim.Group) []float64 {
				return []float64{g.Metric("ordeal_failures").Mean, g.Metric("surrendered_turns").Mean, g.Metric("tokens_converted").Mean}
			})
	default:
		return nil, fmt.Errorf("%w %q (charts: %v)", ErrNoChart, name, charts)
	}
	if err != nil {
		return nil, err
	}
	p.Legend.Top = true
	p.Legend.Left = false
	wt, err := p.WriterTo(chartWidth, chartHeight, "svg")
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	if _, err := wt.WriteTo(&b); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

func label(name, fallback string) string {
	if name == "" {
		return fallback
	}
	// Legends are one line; keep long names from crowding the plot.
	if r := []rune(name); len(r) > 40 {
		return string(r[:39]) + "…"
	}
	return name
}

// cleanTicks are gonum's default ticks labelled without trailing zeros
// ("50", not "50.00").
type cleanTicks struct{}

func (cleanTicks) Ticks(min, max float64) []plot.Tick {
	ts := plot.DefaultTicks{}.Ticks(min, max)
	for i := range ts {
		if ts[i].Label != "" {
			ts[i].Label = strconv.FormatFloat(ts[i].Value, 'f', -1, 64)
		}
	}
	return ts
}

// style sets the sans-serif face and the ink colour on every text of p.
func style(p *plot.Plot) {
	for _, ts := range []*text.Style{
		&p.Title.TextStyle, &p.X.Label.TextStyle, &p.Y.Label.TextStyle,
		&p.X.Tick.Label, &p.Y.Tick.Label, &p.Legend.TextStyle,
	} {
		ts.Font.Variant = "Sans"
		ts.Color = colourInk
	}
	p.Title.TextStyle.Font.Size = vg.Points(13)
	p.Title.Padding = vg.Points(8)
	p.Legend.TextStyle.Font.Size = vg.Points(10)
	p.Y.Tick.Marker = cleanTicks{}
}

// bars adds one bar series per rule set, side by side around each x.
func bars(p *plot.Plot, ss []series, values func(s series) plotter.Values) error {
	w := vg.Points(22)
	if len(ss) == 1 {
		w = vg.Points(30)
	}
	for i, s := range ss {
		bc, err := plotter.NewBarChart(values(s), w)
		if err != nil {
			return err
		}
		bc.Color = s.colour
		bc.LineStyle.Width = vg.Points(0.5)
		bc.LineStyle.Color = colourInk
		bc.Offset = w * vg.Length(float64(i)-float64(len(ss)-1)/2)
		p.Add(bc)
		p.Legend.Add(s.name, bc)
	}
	return nil
}

func winRate(p *plot.Plot, ss []series) error {
	n := len(ss[0].rep.BySeat)
	p.Title.Text = "Share of victories by seat (seat 1 moves first)"
	p.Y.Label.Text = "% of victories"
	names := make([]string, n)
	for i := range names {
		names[i] = fmt.Sprintf("Seat %d", i+1)
	}
	if err := bars(p, ss, func(s series) plotter.Values {
		v := make(plotter.Values, n)
		for i := range v {
			if i < len(s.rep.BySeat) {
				v[i] = 100 * s.rep.BySeat[i].WinShare
			}
		}
		return v
	}); err != nil {
		return err
	}
	even := 100 / float64(n)
	line, err := plotter.NewLine(plotter.XYs{{X: -0.5, Y: even}, {X: float64(n) - 0.5, Y: even}})
	if err != nil {
		return err
	}
	line.Color = colourGuide
	line.Dashes = []vg.Length{vg.Points(4), vg.Points(3)}
	p.Add(line)
	p.Legend.Add(fmt.Sprintf("an even share (%.0f%%)", even), line)
	p.NominalX(names...)
	p.Y.Min = 0
	p.Y.Max = max(p.Y.Max*1.25, even*1.6) // room for the legend
	return nil
}

func scores(p *plot.Plot, ss []series) error {
	p.Title.Text = "Final scores (Gems given + Vault Tokens held)"
	p.X.Label.Text = "score"
	p.Y.Label.Text = "% of nobles"
	for _, s := range ss {
		counts := map[int]int{}
		total := 0
		for _, g := range s.rep.BySeat {
			for _, b := range g.Distribution {
				counts[b.Score] += b.Count
				total += b.Count
			}
		}
		var xys plotter.XYs
		keys := make([]int, 0, len(counts))
		for k := range counts {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			xys = append(xys, plotter.XY{X: float64(k), Y: 100 * float64(counts[k]) / float64(max(total, 1))})
		}
		if len(xys) == 0 {
			continue
		}
		line, points, err := plotter.NewLinePoints(xys)
		if err != nil {
			return err
		}
		line.Color = s.colour
		line.Width = vg.Points(2)
		points.Color = s.colour
		points.Shape = draw.CircleGlyph{}
		points.Radius = vg.Points(2.5)
		p.Add(line, points)
		p.Legend.Add(s.name, line, points)
	}
	p.Add(plotter.NewGrid())
	p.Y.Min = 0
	p.Y.Max *= 1.25 // room for the legend
	return nil
}

// grouped draws mean figures per noble as grouped bars, one group per
// category.
func grouped(p *plot.Plot, ss []series, title, ylabel string, cats []string, f func(g *sim.Group) []float64) error {
	p.Title.Text = title
	p.Y.Label.Text = ylabel
	if err := bars(p, ss, func(s series) plotter.Values {
		// Mean over every seat-game: seats weighted by their samples.
		sum := make([]float64, len(cats))
		n := 0
		for i := range s.rep.BySeat {
			g := &s.rep.BySeat[i]
			for k, v := range f(g) {
				sum[k] += v * float64(g.Samples)
			}
			n += g.Samples
		}
		v := make(plotter.Values, len(cats))
		for k := range v {
			v[k] = sum[k] / float64(max(n, 1))
		}
		return v
	}); err != nil {
		return err
	}
	p.NominalX(cats...)
	p.Y.Min = 0
	if p.Y.Max <= 0 {
		p.Y.Max = 1
	}
	p.Y.Max *= 1.3 // room for the legend
	return nil
}
