package sim

import (
	"fmt"
	"io"
	"math"
	"slices"
	"sort"
	"strings"
	"time"
)

// Report is what a run measured. Everything but Speed is a function of
// the Config alone.
type Report struct {
	Rules     string   `json:"rules"`
	RulesCode string   `json:"rules_code"`
	Houses    int      `json:"houses"`
	Bots      []string `json:"bots"`
	Rotated   bool     `json:"rotated"`
	Games     int      `json:"games"`
	Seed      uint64   `json:"seed"`
	// ByBot has one group per distinct bot name, in the order first
	// named; a bot named at several seats counts once per seat per game.
	ByBot []Group `json:"by_bot"`
	// BySeat has one group per seat; seat 0 takes the first turn.
	BySeat []Group `json:"by_seat"`
	// SharedVictories counts games won jointly.
	SharedVictories int `json:"shared_victories"`
	// FirstSeat compares the first seat's win rate with an even share.
	FirstSeat FirstSeat `json:"first_seat"`
	// Market counts purchases of each item over all games.
	Market []ItemCount `json:"market"`
	Speed  Speed       `json:"speed"`
}

// Group is the tally of one bot or one seat.
type Group struct {
	Name  string `json:"name"`
	House string `json:"house,omitempty"` // seat groups: the House seated there
	// Samples is the number of seat-games counted.
	Samples int `json:"samples"`
	// Wins counts sole victories, Shared shared ones; WinRate is Wins over
	// Samples with its Wilson 95% interval.
	Wins    int      `json:"wins"`
	Shared  int      `json:"shared"`
	WinRate Interval `json:"win_rate"`
	// WinShare counts a victory shared by k as 1/k, per sample.
	WinShare float64 `json:"win_share"`
	Score    Mean    `json:"score"`
	Gems     Mean    `json:"gems"`
	Tokens   Mean    `json:"tokens"`
	// Per seat-game means.
	OrdealFailures   Mean `json:"ordeal_failures"`
	SurrenderedTurns Mean `json:"surrendered_turns"`
	TokensConverted  Mean `json:"tokens_converted"`
	Purchases        Mean `json:"market_purchases"`
	// Market counts the items bought, per item.
	Market []ItemCount `json:"market,omitempty"`
	// Distribution lists how many seat-games ended on each score.
	Distribution []Bucket `json:"distribution"`
	// Think is the bot's time per decision that offered a choice (bot
	// groups only; not reproducible).
	Think *Think `json:"think,omitempty"`
}

// Interval is a proportion with its 95% confidence interval.
type Interval struct {
	Rate float64 `json:"rate"`
	Low  float64 `json:"low"`
	High float64 `json:"high"`
}

// Mean is a sample mean with its 95% confidence interval (mean ± 1.96
// standard errors) and the standard deviation.
type Mean struct {
	Mean float64 `json:"mean"`
	Low  float64 `json:"low"`
	High float64 `json:"high"`
	SD   float64 `json:"sd"`
}

// Bucket is one score and how often it occurred.
type Bucket struct {
	Score int `json:"score"`
	Count int `json:"count"`
}

// ItemCount is how often a Market item was bought.
type ItemCount struct {
	Item    string  `json:"item"`
	Count   int     `json:"count"`
	PerGame float64 `json:"per_game"`
}

// FirstSeat is the first seat's advantage: its win rate against 1/Houses.
type FirstSeat struct {
	WinRate  Interval `json:"win_rate"`
	Expected float64  `json:"expected"`
}

// Think summarises decision times.
type Think struct {
	Decisions int     `json:"decisions"`
	MedianMS  float64 `json:"median_ms"`
	P99MS     float64 `json:"p99_ms"`
	MeanMS    float64 `json:"mean_ms"`
	MaxMS     float64 `json:"max_ms"`
}

// Speed is how fast the run went; it depends on the machine and load.
type Speed struct {
	Seconds        float64 `json:"seconds"`
	Workers        int     `json:"workers"`
	GamesPerSecond float64 `json:"games_per_second"`
	// PerWorker is GamesPerSecond / Workers: games per second per core
	// when every worker had a core to itself.
	PerWorker float64 `json:"games_per_second_per_worker"`
}

// Wilson returns the Wilson score interval at 95% for k successes in n.
func Wilson(k, n int) Interval {
	if n == 0 {
		return Interval{}
	}
	const z = 1.959964
	p := float64(k) / float64(n)
	nf := float64(n)
	d := 1 + z*z/nf
	c := (p + z*z/(2*nf)) / d
	h := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / d
	return Interval{Rate: p, Low: max(0, c-h), High: min(1, c+h)}
}

// meanOf returns the mean of xs with mean ± 1.96·sd/√n.
func meanOf(xs []float64) Mean {
	n := float64(len(xs))
	if n == 0 {
		return Mean{}
	}
	sum := 0.0
	for _, x := range xs {
		sum += x
	}
	m := sum / n
	ss := 0.0
	for _, x := range xs {
		ss += (x - m) * (x - m)
	}
	sd := 0.0
	if n > 1 {
		sd = math.Sqrt(ss / (n - 1))
	}
	h := 1.959964 * sd / math.Sqrt(n)
	return Mean{Mean: m, Low: m - h, High: m + h, SD: sd}
}

// tally gathers one group's samples.
type tally struct {
	name, house                                    string
	wins, shared                                   int
	share                                          float64
	score, gems, tokens, fails, surr, conv, bought []float64
	dist                                           map[int]int
	items                                          map[string]int
	times                                          []time.Duration
}

func (t *tally) add(r *Result, s int) {
	won, k := false, len(r.Winners)
	for _, w := range r.Winners {
		if w == s {
			won = true
		}
	}
	if won {
		t.share += 1 / float64(k)
		if k == 1 {
			t.wins++
		} else {
			t.shared++
		}
	}
	t.score = append(t.score, float64(r.Scores[s]))
	t.gems = append(t.gems, float64(r.Gems[s]))
	t.tokens = append(t.tokens, float64(r.Tokens[s]))
	t.fails = append(t.fails, float64(r.Failures[s]))
	t.surr = append(t.surr, float64(r.Surrendered[s]))
	t.conv = append(t.conv, float64(r.Converted[s]))
	t.bought = append(t.bought, float64(len(r.Purchases[s])))
	for _, it := range r.Purchases[s] {
		if t.items == nil {
			t.items = map[string]int{}
		}
		t.items[it]++
	}
	if t.dist == nil {
		t.dist = map[int]int{}
	}
	t.dist[r.Scores[s]]++
}

func (t *tally) group(market []string) Group {
	n := len(t.score)
	g := Group{
		Name: t.name, House: t.house, Samples: n, Wins: t.wins, Shared: t.shared,
		WinRate: Wilson(t.wins, n), Score: meanOf(t.score), Gems: meanOf(t.gems), Tokens: meanOf(t.tokens),
		OrdealFailures: meanOf(t.fails), SurrenderedTurns: meanOf(t.surr), TokensConverted: meanOf(t.conv),
		Purchases: meanOf(t.bought),
	}
	if n > 0 {
		g.WinShare = t.share / float64(n)
	}
	for _, it := range market {
		if c := t.items[it]; c > 0 {
			g.Market = append(g.Market, ItemCount{Item: it, Count: c, PerGame: float64(c) / float64(n)})
		}
	}
	for sc, c := range t.dist {
		g.Distribution = append(g.Distribution, Bucket{sc, c})
	}
	sort.Slice(g.Distribution, func(i, j int) bool { return g.Distribution[i].Score < g.Distribution[j].Score })
	if len(t.times) > 0 {
		ts := slices.Clone(t.times)
		slices.Sort(ts)
		ms := func(d time.Duration) float64 { return float64(d) / 1e6 }
		var sum time.Duration
		for _, d := range ts {
			sum += d
		}
		g.Think = &Think{
			Decisions: len(ts), MedianMS: ms(ts[len(ts)/2]), P99MS: ms(ts[min(len(ts)-1, len(ts)*99/100)]),
			MeanMS: ms(sum / time.Duration(len(ts))), MaxMS: ms(ts[len(ts)-1]),
		}
	}
	return g
}

func summarise(cfg *Config, results []*Result, elapsed time.Duration, workers int) *Report {
	n := len(cfg.Bots)
	rep := &Report{
		Rules: cfg.Rules.Name, RulesCode: cfg.Rules.Code, Houses: n, Bots: cfg.Bots,
		Rotated: !cfg.Fixed, Games: len(results), Seed: cfg.Seed,
	}
	var botOrder []string
	byBot := map[string]*tally{}
	for _, b := range cfg.Bots {
		if byBot[b] == nil {
			byBot[b] = &tally{name: b}
			botOrder = append(botOrder, b)
		}
	}
	seats := make([]*tally, n)
	houses := cfg.Rules.Houses
	for s := range seats {
		seats[s] = &tally{name: fmt.Sprintf("seat %d", s+1)}
		if s < len(houses) {
			seats[s].house = houses[s].ID
		}
	}
	items := map[string]int{}
	for _, r := range results {
		if len(r.Winners) > 1 {
			rep.SharedVictories++
		}
		for s := range n {
			seats[s].add(r, s)
			byBot[r.Bots[s]].add(r, s)
			for _, it := range r.Purchases[s] {
				items[it]++
			}
		}
		for _, t := range r.times {
			bt := byBot[r.Bots[t.seat]]
			bt.times = append(bt.times, t.d)
		}
	}
	var market []string
	for _, it := range cfg.Rules.Market {
		market = append(market, it.ID)
	}
	for _, b := range botOrder {
		rep.ByBot = append(rep.ByBot, byBot[b].group(market))
	}
	for _, t := range seats {
		g := t.group(market)
		g.Market = nil
		g.Think = nil
		rep.BySeat = append(rep.BySeat, g)
	}
	rep.FirstSeat = FirstSeat{WinRate: rep.BySeat[0].WinRate, Expected: 1 / float64(n)}
	for _, it := range cfg.Rules.Market {
		if c := items[it.ID]; c > 0 {
			rep.Market = append(rep.Market, ItemCount{Item: it.ID, Count: c, PerGame: float64(c) / float64(len(results))})
		}
	}
	secs := elapsed.Seconds()
	rep.Speed = Speed{Seconds: secs, Workers: workers}
	if secs > 0 {
		rep.Speed.GamesPerSecond = float64(len(results)) / secs
		rep.Speed.PerWorker = rep.Speed.GamesPerSecond / float64(workers)
	}
	return rep
}

// WriteText writes the report for people.
func (rep *Report) WriteText(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "Nobles of Evergreen: %d games, %d Houses, seed %d, rules %q (%s)\n", rep.Games, rep.Houses, rep.Seed, rep.Rules, rep.RulesCode)
	if rep.Rotated {
		fmt.Fprintf(&b, "Bots %s, rotating round the seats game by game.\n", strings.Join(rep.Bots, ", "))
	} else {
		fmt.Fprintf(&b, "Bots %s, one seat each, fixed.\n", strings.Join(rep.Bots, ", "))
	}
	b.WriteString("Win rates count sole victories, with Wilson 95% intervals; means are ± 1.96 standard errors.\n")

	table := func(title string, gs []Group) {
		fmt.Fprintf(&b, "\n%s\n", title)
		fmt.Fprintf(&b, "  %-16s %7s %22s %7s %20s %6s %6s %6s %6s %6s %6s\n",
			"", "games", "win rate (95% CI)", "shared", "score (95% CI)", "gems", "tokens", "fails", "surr.", "conv.", "items")
		for _, g := range gs {
			name := g.Name
			if g.House != "" {
				name += " " + g.House
			}
			fmt.Fprintf(&b, "  %-16s %7d %6.1f%% (%4.1f–%4.1f%%) %7d %7.2f (%5.2f–%5.2f) %6.2f %6.2f %6.2f %6.2f %6.3f %6.3f\n",
				name, g.Samples, 100*g.WinRate.Rate, 100*g.WinRate.Low, 100*g.WinRate.High, g.Shared,
				g.Score.Mean, g.Score.Low, g.Score.High, g.Gems.Mean, g.Tokens.Mean,
				g.OrdealFailures.Mean, g.SurrenderedTurns.Mean, g.TokensConverted.Mean, g.Purchases.Mean)
		}
	}
	table("By bot (fails: Ordeal failures, surr.: surrendered turns, conv.: tokens converted, items: Market purchases; per game)", rep.ByBot)
	table("By seat (seat 1 takes the first turn)", rep.BySeat)
	fmt.Fprintf(&b, "\nShared victories: %d of %d games.\n", rep.SharedVictories, rep.Games)
	fs := rep.FirstSeat
	fmt.Fprintf(&b, "First-seat advantage: seat 1 wins %.1f%% (%.1f–%.1f%%) against an even share of %.1f%%.\n",
		100*fs.WinRate.Rate, 100*fs.WinRate.Low, 100*fs.WinRate.High, 100*fs.Expected)

	b.WriteString("\nScore distribution (score:seat-games)\n")
	for _, g := range rep.ByBot {
		fmt.Fprintf(&b, "  %-16s", g.Name)
		for _, bk := range g.Distribution {
			fmt.Fprintf(&b, " %d:%d", bk.Score, bk.Count)
		}
		b.WriteString("\n")
	}
	b.WriteString("\nMarket purchases\n")
	if len(rep.Market) == 0 {
		b.WriteString("  none\n")
	}
	for _, it := range rep.Market {
		fmt.Fprintf(&b, "  %-24s %7d  %.3f per game\n", it.Item, it.Count, it.PerGame)
	}
	for _, g := range rep.ByBot {
		if len(g.Market) == 0 {
			continue
		}
		fmt.Fprintf(&b, "  %-16s", g.Name)
		for _, it := range g.Market {
			fmt.Fprintf(&b, " %s %.2f", it.Item, it.PerGame)
		}
		b.WriteString(" per seat-game\n")
	}
	sp := rep.Speed
	fmt.Fprintf(&b, "\nSpeed: %d games in %.1f s on %d workers: %.1f games/s (%.1f per worker).\n",
		rep.Games, sp.Seconds, sp.Workers, sp.GamesPerSecond, sp.PerWorker)
	for _, g := range rep.ByBot {
		if t := g.Think; t != nil {
			fmt.Fprintf(&b, "  %-16s %d decisions with a choice: median %.3f ms, p99 %.3f ms, mean %.3f ms, max %.1f ms\n",
				g.Name, t.Decisions, t.MedianMS, t.P99MS, t.MeanMS, t.MaxMS)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}
