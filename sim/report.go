package sim

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"evergreen/bots"
	"evergreen/game"
)

// Report is what a run measured. Everything but Speed and the bots'
// Think times is a function of the Config alone.
//
// Its JSON writes the game's own names where a game has them (see
// MarshalJSON): the seat count as Stats.Seats.Key ("houses" in Nobles,
// else "seats") and the items counted as Stats.Items.Key ("market").
type Report struct {
	// Game is the game's title, for people; not in the JSON.
	Game      string   `json:"-"`
	Rules     string   `json:"rules"`
	RulesCode string   `json:"rules_code"`
	Seats     int      `json:"-"`
	Bots      []string `json:"bots"`
	Rotated   bool     `json:"rotated"`
	// Dealt says that what each seat plays as was dealt anew for every
	// game (game.Dealer), so BySeat measures the seats and ByRole the
	// roles.
	Dealt bool   `json:"dealt"`
	Games int    `json:"games"`
	Seed  uint64 `json:"seed"`
	// Partial says the run was interrupted: Games of the Asked games
	// finished (those the workers had taken, not always the first), and
	// every figure is over those alone.
	Partial bool `json:"partial,omitempty"`
	Asked   int  `json:"asked,omitempty"`
	// ByBot has one group per distinct bot name, in the order first
	// named; a bot named at several seats counts once per seat per game.
	ByBot []Group `json:"by_bot"`
	// BySeat has one group per seat; seat 0 takes the first turn.
	BySeat []Group `json:"by_seat"`
	// ByRole has one group per thing a seat played as (a game.Dealer's
	// roles: Nobles' "house/virtue"), the default table's first; RoleKind
	// names the kind (Stats.Seat.Key, "house").
	ByRole   []Group `json:"by_role,omitempty"`
	RoleKind string  `json:"role_kind,omitempty"`
	// All is every seat-game together: the game's figures per seat and
	// game over the whole table.
	All Group `json:"all"`
	// Length is the number of moves per game; Margin the margin of
	// victory (see Margin).
	Length Length `json:"length"`
	Margin Mean   `json:"margin"`
	// SharedVictories counts games won jointly.
	SharedVictories int `json:"shared_victories"`
	// FirstSeat compares the first seat's share of victories with an
	// even share.
	FirstSeat FirstSeat `json:"first_seat"`
	// Items counts the game's items (Stats.Items) over all games.
	Items []ItemCount `json:"-"`
	// Fires counts what fired over the games (Stats.Fires), kind by kind.
	Fires []FireCount `json:"fires,omitempty"`
	Speed Speed       `json:"speed"`
	// Stats names the game's figures: their keys (which a report read
	// back from JSON recovers) and their names for people (which it does
	// not).
	Stats game.Stats `json:"-"`
}

// Group is the tally of one bot or one seat.
type Group struct {
	Name string `json:"name"`
	// Title is a role group's name for people, in the game's words
	// (game.Role.Label: "House Ashgrove (Royal Favour)").
	Title string `json:"title,omitempty"`
	// Label, in seat groups of a game that names it (Stats.Seat), is what
	// the seat plays as (Nobles: the House seated there); LabelKey is its
	// JSON name ("house").
	Label    string `json:"-"`
	LabelKey string `json:"-"`
	// Samples is the number of seat-games counted.
	Samples int `json:"samples"`
	// Wins counts sole victories, Shared shared ones; WinRate is Wins over
	// Samples with its Wilson 95% interval.
	Wins    int      `json:"wins"`
	Shared  int      `json:"shared"`
	WinRate Interval `json:"win_rate"`
	// WinShare is the share of victories: a victory shared by k counts
	// 1/k, per sample. ShareCI is the same with its 95% interval (Wilson's
	// score bounds, the share taken as a proportion) and standard deviation.
	WinShare float64 `json:"win_share"`
	ShareCI  Mean    `json:"win_share_ci"`
	Score    Mean    `json:"score"`
	// Metrics are the means per seat-game of the game's figures
	// (Stats.Metrics), in order.
	Metrics []Figure `json:"-"`
	// Items counts the game's items (bot groups only), per item;
	// ItemsKey is their JSON name ("market").
	Items    []ItemCount `json:"-"`
	ItemsKey string      `json:"-"`
	// Distribution lists how many seat-games ended on each score.
	Distribution []Bucket `json:"distribution"`
	// Think is the bot's time per decision that offered a choice (bot
	// groups only; not reproducible).
	Think *Think `json:"think,omitempty"`
}

// Figure is the mean of one of the game's figures, under its JSON name.
type Figure struct {
	Key string
	Mean
}

// Metric returns the mean of the figure called key, or a zero Mean if
// the group has none.
func (g *Group) Metric(key string) Mean {
	for _, f := range g.Metrics {
		if f.Key == key {
			return f.Mean
		}
	}
	return Mean{}
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

// ItemCount is how often an item was counted (Nobles: a Market item
// bought).
type ItemCount struct {
	Item    string  `json:"item"`
	Count   int     `json:"count"`
	PerGame float64 `json:"per_game"`
}

// FirstSeat is the first seat's advantage: its share of the victories (a
// victory shared by k counting 1/k, as everywhere a share is shown)
// against an even share, 1/seats. Sole victories alone would understate
// every seat in a game with many shared victories, and a share beside
// them would not add up to it.
type FirstSeat struct {
	Share    Mean    `json:"share"`
	Expected float64 `json:"expected"`
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
	p := float64(k) / float64(n)
	lo, hi := wilsonBounds(p, n)
	return Interval{Rate: p, Low: lo, High: hi}
}

// wilsonBounds are the Wilson score bounds of a proportion p of n
// samples: never of zero width, however few the samples or near 0 or 1
// the proportion (where mean ± 1.96 standard errors says "100–100%"
// after two games won out of two).
func wilsonBounds(p float64, n int) (float64, float64) {
	const z = 1.959964
	nf := float64(n)
	d := 1 + z*z/nf
	c := (p + z*z/(2*nf)) / d
	h := z * math.Sqrt(max(0, p*(1-p))/nf+z*z/(4*nf*nf)) / d
	return max(0, c-h), min(1, c+h)
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

// summarise reports the games of g that finished, in game order, with
// the workers' sums.
func summarise(cfg *Config, g *gather, sm *sums, elapsed time.Duration, workers int) *Report {
	n := len(cfg.Bots)
	stats := g.stats
	games := 0
	for _, d := range g.done {
		if d {
			games++
		}
	}
	rep := &Report{
		Rules: rulesName(cfg.Rules.Doc()), RulesCode: cfg.Rules.Code(), Seats: n, Bots: cfg.Bots,
		Rotated: !cfg.Fixed, Dealt: cfg.dealt(), Games: games, Seed: cfg.Seed, Stats: stats,
	}
	if cfg.Game != nil {
		rep.Game = cfg.Game.Title()
	}
	m := g.metrics
	byBot := make([]*tally, len(g.botNames))
	for b, name := range g.botNames {
		byBot[b] = newTally(name, m)
		byBot[b].items = sm.items[b]
		byBot[b].zeros, byBot[b].times = sm.zeros[b], sm.times[b]
	}
	seats := make([]*tally, n)
	for s := range seats {
		seats[s] = newTally(fmt.Sprintf("seat %d", s+1), m)
		if stats.Seat.Key != "" && s < len(stats.Labels) && !rep.Dealt {
			seats[s].label = stats.Labels[s]
		}
	}
	all := newTally("all", m)
	roles := newRoles(cfg.roleOrder(n), func(name string) *tally { return newTally(name, m) })

	// byRole is the role tallies by role number; a role's tally is made
	// on its first game, so the roles not in the default table's order
	// follow in order of first appearance.
	byRole := make([]*tally, len(g.roleNames))
	// Every seat-game in game order, twice: the sums, then the squared
	// deviations from the means (see tally).
	winners := make([]int, 0, n)
	each := func(count func(t *tally, won bool, k, score int, values []float64)) {
		for i, done := range g.done {
			if !done {
				continue
			}
			row := i * n
			winners = g.winners(winners[:0], i, n)
			k := len(winners)
			for s := range n {
				won, score := g.won[row+s], g.scores[row+s]
				vals := g.values[(row+s)*m : (row+s+1)*m]
				count(seats[s], won, k, score, vals)
				count(all, won, k, score, vals)
				if ri := g.roles[row+s]; ri >= 0 {
					if byRole[ri] == nil {
						byRole[ri] = roles.get(g.roleNames[ri])
						if byRole[ri].title == "" {
							byRole[ri].title = g.roleLabels[ri]
						}
					}
					count(byRole[ri], won, k, score, vals)
				}
				count(byBot[g.bot(i, s)], won, k, score, vals)
			}
		}
	}
	each((*tally).add)
	each((*tally).addSquares)
	moves := make([]float64, 0, games)
	margins := make([]float64, 0, games)
	var length Length
	for i, done := range g.done {
		if !done {
			continue
		}
		row := i * n
		winners = g.winners(winners[:0], i, n)
		if len(winners) > 1 {
			rep.SharedVictories++
		}
		mv := g.moves[i]
		if len(moves) == 0 || mv < length.Min {
			length.Min = mv
		}
		length.Max = max(length.Max, mv)
		moves = append(moves, float64(mv))
		margins = append(margins, float64(Margin(g.scores[row:row+n], winners)))
	}
	// Items not in Stats.ItemIDs follow them in order of first count.
	var extra []string
	for it := range sm.counted {
		if !slices.Contains(stats.ItemIDs, it) {
			extra = append(extra, it)
		}
	}
	slices.SortFunc(extra, func(a, b string) int {
		fa, fb := sm.first[a], sm.first[b]
		return slices.Compare(fa[:], fb[:])
	})
	items := append(slices.Clone(stats.ItemIDs), extra...)
	for _, t := range byBot {
		rep.ByBot = append(rep.ByBot, t.group(&stats, items))
	}
	for _, t := range seats {
		g := t.group(&stats, items)
		g.Items = nil
		g.Think = nil
		rep.BySeat = append(rep.BySeat, g)
	}
	rep.All = all.group(&stats, items)
	rep.All.Think, rep.All.Items = nil, nil
	if rep.Dealt {
		rep.ByRole, rep.RoleKind = roles.groups(&stats, items), stats.Seat.Key
	}
	rep.FirstSeat = FirstSeat{Share: rep.BySeat[0].ShareCI, Expected: 1 / float64(n)}
	length.Moves = meanOf(moves)
	rep.Length, rep.Margin = length, meanOf(margins)
	rep.Fires = firesOf(g, sm, games)
	for _, it := range items {
		if c := sm.counted[it]; c > 0 {
			rep.Items = append(rep.Items, ItemCount{Item: it, Count: c, PerGame: float64(c) / float64(games)})
		}
	}
	secs := elapsed.Seconds()
	rep.Speed = Speed{Seconds: secs, Workers: workers}
	if secs > 0 {
		rep.Speed.GamesPerSecond = float64(games) / secs
		rep.Speed.PerWorker = rep.Speed.GamesPerSecond / float64(workers)
	}
	return rep
}

// rulesName is the "name" of a rule-set document, or "" if it has none.
func rulesName(doc []byte) string {
	var d struct {
		Name string `json:"name"`
	}
	_ = json.Unmarshal(doc, &d)
	return d.Name
}

// WriteText writes the report for people.
func (rep *Report) WriteText(w io.Writer) error {
	var b strings.Builder
	title := rep.Game
	if title == "" {
		title = "Simulation"
	}
	seats := rep.Stats.Seats.Label
	if seats == "" {
		seats = "seats"
	}
	fmt.Fprintf(&b, "%s: %d games, %d %s, seed %d, rules %q (%s)\n", title, rep.Games, rep.Seats, seats, rep.Seed, rep.Rules, rep.RulesCode)
	if rep.Partial {
		fmt.Fprintf(&b, "PARTIAL: interrupted after %d of %d games; every figure is over those %d games alone.\n", rep.Games, rep.Asked, rep.Games)
	}
	if rep.Rotated {
		fmt.Fprintf(&b, "Bots %s, rotating round the seats game by game.\n", botList(rep.Bots))
	} else {
		fmt.Fprintf(&b, "Bots %s, one seat each, fixed.\n", botList(rep.Bots))
	}
	if rep.Dealt {
		kind := rep.Stats.Seat.Label
		if kind == "" {
			kind = rep.RoleKind
		}
		fmt.Fprintf(&b, "What each seat plays as (%s) is dealt in every game as a table deals it, from all the rule set offers:\nthe seat figures measure the seats.\n", kind)
	}
	b.WriteString("Win rates count sole victories, with Wilson 95% intervals; a share of victories counts a victory\nshared by k as 1/k; means are ± 1.96 standard errors.\n")

	metrics := rep.Stats.Metrics
	if len(metrics) == 0 && len(rep.ByBot) > 0 {
		// A report read back from JSON knows the keys alone.
		for _, f := range rep.ByBot[0].Metrics {
			metrics = append(metrics, game.Metric{Key: f.Key})
		}
	}
	short := func(m game.Metric) string {
		if m.Short != "" {
			return m.Short
		}
		return m.Key
	}
	width := 16
	for _, gs := range [][]Group{rep.ByBot, rep.BySeat, rep.ByRole} {
		for _, g := range gs {
			width = max(width, utf8.RuneCountInString(g.Name)+utf8.RuneCountInString(g.Label)+1)
		}
	}
	table := func(title string, gs []Group) {
		fmt.Fprintf(&b, "\n%s\n", title)
		fmt.Fprintf(&b, "  %-*s %7s %22s %7s %22s %20s", width, "", "games", "win rate (95% CI)", "shared", "share (95% CI)", "score (95% CI)")
		for _, m := range metrics {
			fmt.Fprintf(&b, " %6s", short(m))
		}
		b.WriteString("\n")
		for _, g := range gs {
			name := g.Name
			if g.Label != "" {
				name += " " + g.Label
			}
			fmt.Fprintf(&b, "  %-*s %7d %6.1f%% (%4.1f–%4.1f%%) %7d %6.1f%% (%4.1f–%4.1f%%) %7.2f (%5.2f–%5.2f)",
				width, name, g.Samples, 100*g.WinRate.Rate, 100*g.WinRate.Low, 100*g.WinRate.High, g.Shared,
				100*g.ShareCI.Mean, 100*g.ShareCI.Low, 100*g.ShareCI.High,
				g.Score.Mean, g.Score.Low, g.Score.High)
			for _, m := range metrics {
				fmt.Fprintf(&b, " %6.2f", g.Metric(m.Key).Mean)
			}
			b.WriteString("\n")
		}
	}
	legend := ""
	for i, m := range metrics {
		if m.Label != "" && m.Label != short(m) {
			if i > 0 && legend != "" {
				legend += ", "
			}
			legend += short(m) + ": " + m.Label
		}
	}
	if legend != "" {
		legend = " (" + legend + "; per game)"
	}
	table("By bot"+legend, rep.ByBot)
	table("By seat (seat 1 takes the first turn)", rep.BySeat)
	if len(rep.ByRole) > 0 {
		kind := rep.Stats.Seat.Label
		if kind == "" {
			kind = rep.RoleKind
		}
		table("By "+strings.ToLower(kind)+" (whatever the seat)", rep.ByRole)
	}
	fmt.Fprintf(&b, "\nShared victories: %d of %d games.\n", rep.SharedVictories, rep.Games)
	writeShares(&b, rep)
	writeFigures(&b, rep)

	b.WriteString("\nScore distribution (score:seat-games)\n")
	for _, g := range rep.ByBot {
		fmt.Fprintf(&b, "  %-16s", g.Name)
		for _, bk := range g.Distribution {
			fmt.Fprintf(&b, " %d:%d", bk.Score, bk.Count)
		}
		b.WriteString("\n")
	}
	if it := rep.Stats.Items; it.Key != "" {
		label := it.Label
		if label == "" {
			label = it.Key
		}
		fmt.Fprintf(&b, "\n%s\n", label)
		if len(rep.Items) == 0 {
			b.WriteString("  none\n")
		}
		for _, it := range rep.Items {
			fmt.Fprintf(&b, "  %-24s %7d  %.3f per game\n", it.Item, it.Count, it.PerGame)
		}
		for _, g := range rep.ByBot {
			if len(g.Items) == 0 {
				continue
			}
			fmt.Fprintf(&b, "  %-16s", g.Name)
			for _, it := range g.Items {
				fmt.Fprintf(&b, " %s %.2f", it.Item, it.PerGame)
			}
			b.WriteString(" per seat-game\n")
		}
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

// botList names the bots of a report, a level with the label players see
// beside its name ("expert (Expert)"), any other bot by its name alone.
func botList(names []string) string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = n
		if l, ok := bots.LevelOf(n); ok {
			out[i] = fmt.Sprintf("%s (%s)", n, l.Label)
		}
	}
	return strings.Join(out, ", ")
}
