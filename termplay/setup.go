package termplay

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/game"
)

// setup seats the table, asking for whatever cfg leaves open, and deals
// the game.
func (g *table) setup() error {
	ctx := about{viewer: -1, kind: "setup"}
	g.p.write(g.ui.Intro(g.cfg.Seed))
	_, many := g.ui.SeatWords()
	if g.words.Has("word." + many) { // the game's word, in the frame's language when the catalog has it
		many = g.say("word." + many)
	}
	lo, hi := g.cfg.Game.Players()

	n := g.cfg.Seats
	if n == 0 {
		lo := max(lo, g.cfg.Humans, g.cfg.First+1)
		k, err := g.askNumber(ctx, g.say("term.seats", "many", many, "range", g.rangePrompt(lo, hi)), lo, hi, -1)
		if err != nil {
			return err
		}
		n = k
	}
	if g.cfg.First >= n {
		return fmt.Errorf("first: seat %d is not at a table of %d %s", g.cfg.First+1, n, many)
	}
	human := make([]bool, n)
	if g.cfg.Humans > 0 {
		for i := range g.cfg.Humans {
			human[i] = true
		}
	} else {
		prompt := g.say("term.humans", "n", n, "many", many, "bot", g.botLabel(g.cfg.Bot), "range", g.rangePrompt(1, n))
		k, err := g.askNumber(ctx, prompt, 1, n, -1)
		if err != nil {
			return err
		}
		if err := g.askHumanSeats(ctx, human, k); err != nil {
			return err
		}
	}

	// People choose first, so that bots never take what a person wants.
	chosen := make([]game.Seat, n)
	asker := &asker{g: g, ctx: ctx}
	for i := range chosen {
		if !human[i] {
			continue
		}
		g.humans++
		s, err := g.ui.AskSeat(asker, i, chosen)
		if err != nil {
			return err
		}
		chosen[i] = s
	}
	g.seats = make([]seat, n)
	who := make([]string, n)
	for i := range chosen {
		if human[i] {
			g.seats[i] = seat{human: true}
			who[i] = g.say("term.person")
			continue
		}
		chosen[i] = g.ui.BotSeat(i, chosen, g.rng)
		b, err := game.NewBot(g.rules, g.cfg.Bot)
		if err != nil {
			return err
		}
		g.seats[i] = seat{bot: b}
		who[i] = g.say("term.bot", "bot", g.botLabel(g.cfg.Bot))
	}
	for i := range g.seats {
		g.seats[i].Seat = chosen[i]
	}
	st, err := g.rules.Start(game.Setup{Seed: g.cfg.Seed, Seats: chosen, First: g.cfg.First})
	if err != nil {
		return fmt.Errorf("setting up the table: %w", err)
	}
	g.st = st
	g.seen = make([]int, n)
	g.ui.Seated(chosen, who)
	g.p.write(g.ui.Table(st.View(engine.Spectator)))
	return nil
}

// botLabel names bot name for players in the table's language: a level
// ("novice") or "random" by the frame's words for it, any other bot by
// its name.
func (g *table) botLabel(name string) string {
	if g.words.Has("bot." + name + ".label") {
		return g.say("bot." + name + ".label")
	}
	return bots.Label(name)
}

// asker lets the TermUI ask set-up questions through the table's
// prompts, so that h, k and q work there too.
type asker struct {
	g   *table
	ctx about
}

func (a *asker) Say(text string)                   { a.g.p.write(text) }
func (a *asker) Ask(prompt string) (string, error) { return a.g.ask(a.ctx, prompt) }
func (a *asker) Rand() *rand.Rand                  { return a.g.rng }

// askHumanSeats marks which n seats people play.
func (g *table) askHumanSeats(ctx about, human []bool, n int) error {
	seats := len(human)
	if n == seats {
		for i := range human {
			human[i] = true
		}
		return nil
	}
	prompt := g.say("term.which", "first", g.cfg.First+1, "n", n)
	for {
		s, err := g.ask(ctx, prompt)
		if err != nil {
			return err
		}
		picked, problem := parseSeats(s, n, seats, g.say)
		if problem != "" {
			g.p.printf("%s\n", problem)
			continue
		}
		for _, i := range picked {
			human[i] = true
		}
		return nil
	}
}

// parseSeats reads n distinct seat numbers from 1 to seats; an empty
// answer means seats 1 to n. It returns 0-based seats or a problem.
func parseSeats(s string, n, seats int, say func(string, ...any) string) ([]int, string) {
	if strings.TrimSpace(s) == "" {
		out := make([]int, n)
		for i := range out {
			out[i] = i
		}
		return out, ""
	}
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || unicode.IsSpace(r) })
	if len(fields) != n {
		return nil, say("term.which.count", "n", n)
	}
	var out []int
	for _, f := range fields {
		k, err := strconv.Atoi(f)
		if err != nil || k < 1 || k > seats {
			return nil, say("term.which.bad", "seat", strconv.Quote(f), "seats", seats)
		}
		if slices.Contains(out, k-1) {
			return nil, say("term.which.twice", "seat", k)
		}
		out = append(out, k-1)
	}
	slices.Sort(out)
	return out, ""
}
