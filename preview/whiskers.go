package preview

import (
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// span is a figure's 95% interval; NaN bounds: none known.
type span struct{ low, high float64 }

var noSpan = span{math.NaN(), math.NaN()}

// whiskers draw the 95% interval over each bar of one series: a
// vertical line from low to high with short caps, offset from the
// category as the bars are. They shrink as the games grow (about
// 1/√games), so a chart shows at a glance how far its bars can be
// trusted.
type whiskers struct {
	spans  []span // one per bar, bar i at x = i
	offset vg.Length
	style  draw.LineStyle
}

func newWhiskers(spans []span, offset vg.Length) whiskers {
	return whiskers{spans: spans, offset: offset, style: draw.LineStyle{Color: colourInk, Width: vg.Points(1)}}
}

// Plot implements plot.Plotter.
func (w whiskers) Plot(c draw.Canvas, p *plot.Plot) {
	trX, trY := p.Transforms(&c)
	const capHalf = 3 // points
	for i, s := range w.spans {
		if math.IsNaN(s.low) || math.IsNaN(s.high) {
			continue
		}
		x := trX(float64(i)) + w.offset
		lo, hi := trY(s.low), trY(s.high)
		c.StrokeLine2(w.style, x, lo, x, hi)
		c.StrokeLine2(w.style, x-capHalf, lo, x+capHalf, lo)
		c.StrokeLine2(w.style, x-capHalf, hi, x+capHalf, hi)
	}
}

// DataRange implements plot.DataRanger, so the axes make room for the
// whiskers' tops.
func (w whiskers) DataRange() (xmin, xmax, ymin, ymax float64) {
	xmin, xmax = 0, float64(len(w.spans)-1)
	ymin, ymax = math.Inf(1), math.Inf(-1)
	for _, s := range w.spans {
		if !math.IsNaN(s.low) {
			ymin = min(ymin, s.low)
			ymax = max(ymax, s.high)
		}
	}
	if math.IsInf(ymin, 1) {
		ymin, ymax = 0, 0
	}
	return xmin, xmax, ymin, ymax
}

// Thumbnail implements plot.Thumbnailer: the legend's sample whisker.
func (w whiskers) Thumbnail(c *draw.Canvas) {
	x := (c.Min.X + c.Max.X) / 2
	c.StrokeLine2(w.style, x, c.Min.Y, x, c.Max.Y)
	c.StrokeLine2(w.style, x-3, c.Min.Y, x+3, c.Min.Y)
	c.StrokeLine2(w.style, x-3, c.Max.Y, x+3, c.Max.Y)
}

// pooled is the mean of figures measured on several groups of samples
// (each seat's), weighted by their samples, with its 95% interval: the
// groups' half-widths combined as independent errors.
func pooled(means []float64, spans []span, samples []int) (float64, span) {
	total := 0
	for _, n := range samples {
		total += n
	}
	if total == 0 {
		return 0, noSpan
	}
	var m, v float64
	known := true
	for i, n := range samples {
		w := float64(n) / float64(total)
		m += w * means[i]
		half := (spans[i].high - spans[i].low) / 2
		if math.IsNaN(half) {
			known = false
		}
		v += w * w * half * half
	}
	if !known {
		return m, noSpan
	}
	h := math.Sqrt(v)
	return m, span{m - h, m + h}
}
