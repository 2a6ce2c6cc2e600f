package preview

import (
	"bytes"
	"encoding/json"
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

	"evergreen/game"
	"evergreen/sim"
)

// Built-in charts every game's previews can draw, from the figures the
// simulator keeps for any game.
const (
	ChartWinRate = "winrate"
	ChartScores  = "scores"
)

// Charter draws a game's preview charts: the built-in ones, then the
// game's own, each a bar chart of figures read from the report by metric
// key, so preview never names a game's figures itself.
type Charter struct {
	// ScoresTitle is the title of the scores chart ("Final scores" when
	// empty); Per names what a seat plays as, in plural, for the axes
	// ("nobles"; "players" when empty).
	ScoresTitle string
	Per         string
	// Own are the game's charts, drawn after the built-in ones.
	Own []Chart
}

// Chart is a bar chart of metrics: one group of bars per metric, the
// mean per seat and game over every seat, one bar per rule set.
type Chart struct {
	// Name is the chart's name in addresses ("gems-tokens").
	Name   string
	Title  string
	YLabel string
	// Metrics name the figures (Key, as in the report's JSON, such as
	// "gems") and label their groups (Label).
	Metrics []game.Metric
}

// Names lists the charts c draws, in the order the Studio shows them.
func (c Charter) Names() []string {
	names := []string{ChartWinRate, ChartScores}
	for _, o := range c.Own {
		names = append(names, o.Name)
	}
	return names
}

// ErrNoChart is returned by Draw for a name not in Names.
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

// Draw draws chart name for res compared with def (nil when res is the
// default's) as SVG:
//
//   - winrate: each seat's share of the victories (a shared victory split
//     evenly), seat 1 taking the first turn, against an even share;
//   - scores: how often a seat ends the game on each score;
//   - the game's own charts (Own): mean figures per seat and game.
func (c Charter) Draw(name string, res, def *Result) ([]byte, error) {
	if res == nil || res.Report == nil {
		return nil, errors.New("preview: no result to chart")
	}
	ss := []series{{name: label(res.Name, "these rules") + games(res.Report), colour: colourRules, rep: res.Report}}
	if def != nil && def.Report != nil {
		ss = append(ss, series{name: label(def.Name, "the default") + " (default)" + games(def.Report), colour: colourDefault, rep: def.Report})
	}
	per := c.Per
	if per == "" {
		per = "players"
	}
	p := plot.New()
	style(p)
	var err error
	switch name {
	case ChartWinRate:
		err = winRate(p, ss)
	case ChartScores:
		title := c.ScoresTitle
		if title == "" {
			title = "Final scores"
		}
		err = scores(p, ss, title, "% of "+per)
	default:
		i := slices.IndexFunc(c.Own, func(o Chart) bool { return o.Name == name })
		if i < 0 {
			return nil, fmt.Errorf("%w %q (charts: %v)", ErrNoChart, name, c.Names())
		}
		err = grouped(p, ss, c.Own[i])
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

// games is a legend's note of the games behind a series: the intervals
// are as narrow as they are because of it.
func games(rep *sim.Report) string {
	return fmt.Sprintf(", %s games", groupDigits(rep.Games))
}

// groupDigits writes n with thousands separated by commas.
func groupDigits(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
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

// bars adds one bar series per rule set, side by side around each x,
// each bar with its 95% interval when values gives one.
func bars(p *plot.Plot, ss []series, values func(s series) (plotter.Values, []span)) error {
	w := vg.Points(22)
	if len(ss) == 1 {
		w = vg.Points(30)
	}
	var shown *whiskers
	for i, s := range ss {
		vs, spans := values(s)
		bc, err := plotter.NewBarChart(vs, w)
		if err != nil {
			return err
		}
		bc.Color = s.colour
		bc.LineStyle.Width = vg.Points(0.5)
		bc.LineStyle.Color = colourInk
		bc.Offset = w * vg.Length(float64(i)-float64(len(ss)-1)/2)
		p.Add(bc)
		p.Legend.Add(s.name, bc)
		if spans != nil {
			wh := newWhiskers(spans, bc.Offset)
			p.Add(wh)
			shown = &wh
		}
	}
	if shown != nil {
		p.Legend.Add("95% interval", *shown)
	}
	return nil
}

// winShares are each of n seats' share of the victories in rep, in
// percent, with their 95% intervals.
func winShares(rep *sim.Report, n int) (plotter.Values, []span) {
	v := make(plotter.Values, n)
	spans := make([]span, n)
	for i := range v {
		spans[i] = noSpan
		if i < len(rep.BySeat) {
			g := rep.BySeat[i]
			v[i] = 100 * g.WinShare
			if g.ShareCI.High > g.ShareCI.Low {
				spans[i] = span{100 * g.ShareCI.Low, 100 * g.ShareCI.High}
			}
		}
	}
	return v, spans
}

func winRate(p *plot.Plot, ss []series) error {
	n := len(ss[0].rep.BySeat)
	p.Title.Text = "Share of victories by seat (seat 1 moves first)"
	p.Y.Label.Text = "% of victories"
	names := make([]string, n)
	for i := range names {
		names[i] = fmt.Sprintf("Seat %d", i+1)
	}
	if err := bars(p, ss, func(s series) (plotter.Values, []span) { return winShares(s.rep, n) }); err != nil {
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

func scores(p *plot.Plot, ss []series, title, ylabel string) error {
	p.Title.Text = title
	p.X.Label.Text = "score"
	p.Y.Label.Text = ylabel
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

// grouped draws a game's chart: mean figures per seat and game as
// grouped bars, one group per metric.
func grouped(p *plot.Plot, ss []series, c Chart) error {
	p.Title.Text = c.Title
	p.Y.Label.Text = c.YLabel
	cats := make([]string, len(c.Metrics))
	for k, m := range c.Metrics {
		cats[k] = m.Label
	}
	var missing error
	if err := bars(p, ss, func(s series) (plotter.Values, []span) {
		v, spans, err := metricsOf(s.rep, c.Metrics)
		if err != nil {
			missing = err
		}
		return v, spans
	}); err != nil {
		return err
	}
	if missing != nil {
		return fmt.Errorf("preview: chart %s: %w", c.Name, missing)
	}
	p.NominalX(cats...)
	p.Y.Min = 0
	if p.Y.Max <= 0 {
		p.Y.Max = 1
	}
	p.Y.Max *= 1.3 // room for the legend
	return nil
}

// metricsOf are the means of metrics over every seat-game of rep (seats
// weighted by their samples) with their 95% intervals.
func metricsOf(rep *sim.Report, metrics []game.Metric) (plotter.Values, []span, error) {
	means := make([][]float64, len(metrics)) // [metric][seat]
	spans := make([][]span, len(metrics))
	samples := make([]int, len(rep.BySeat))
	var missing error
	for i := range rep.BySeat {
		g := &rep.BySeat[i]
		ms, sp, err := metricMeans(g, metrics)
		if err != nil {
			missing = err
		}
		for k := range metrics {
			means[k] = append(means[k], ms[k])
			spans[k] = append(spans[k], sp[k])
		}
		samples[i] = g.Samples
	}
	v := make(plotter.Values, len(metrics))
	out := make([]span, len(metrics))
	for k := range v {
		v[k], out[k] = pooled(means[k], spans[k], samples)
	}
	return v, out, missing
}

// metricMeans reads each metric's mean and 95% interval from a seat or
// bot group by its key in the report's JSON: a field of the group
// ({"gems": {"mean": …, "low": …, "high": …}}) or of its "metrics"
// object, so that preview needs no field of any game's figures by name.
// A metric without an interval has noSpan.
func metricMeans(g *sim.Group, ms []game.Metric) ([]float64, []span, error) {
	out := make([]float64, len(ms))
	spans := make([]span, len(ms))
	b, err := json.Marshal(g)
	if err != nil {
		return out, spans, err
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(b, &fields); err != nil {
		return out, spans, err
	}
	var nested map[string]json.RawMessage
	if raw, ok := fields["metrics"]; ok {
		_ = json.Unmarshal(raw, &nested) // not an object: no nested metrics
	}
	for k, m := range ms {
		spans[k] = noSpan
		raw, ok := nested[m.Key]
		if !ok {
			raw, ok = fields[m.Key]
		}
		var mean struct{ Mean, Low, High *float64 }
		if ok {
			_ = json.Unmarshal(raw, &mean)
		}
		if mean.Mean == nil {
			return out, spans, fmt.Errorf("the report has no metric %q with a mean", m.Key)
		}
		out[k] = *mean.Mean
		if mean.Low != nil && mean.High != nil {
			spans[k] = span{*mean.Low, *mean.High}
		}
	}
	return out, spans, nil
}
