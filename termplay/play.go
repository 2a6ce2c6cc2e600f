package termplay

import (
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/game"
	"evergreen/locale"
)

// Run plays one game at the terminal, reading answers from in and
// writing screens to out. It returns nil when the game has ended,
// ErrQuit when a player quits, ErrInputClosed when in ends first, or
// another error for a bad Config or a failed write.
func Run(cfg Config, in io.Reader, out io.Writer) error {
	g, err := newGame(cfg, in, out)
	if err != nil {
		return err
	}
	err = g.setup()
	if err == nil {
		err = g.play()
	}
	switch {
	case errors.Is(err, ErrQuit):
		g.p.printf("\n%s\n", g.say("term.abandoned", "seed", strconv.FormatUint(g.cfg.Seed, 10)))
	case err == nil && g.p.err != nil:
		err = fmt.Errorf("writing output: %w", g.p.err)
	}
	return err
}

// table is one terminal game in progress.
type table struct {
	cfg   Config
	rules game.Rules
	ui    game.TermUI
	p     *printer
	in    *lineReader
	// rng chooses random set-ups and drives the bots; it is seeded from
	// the game's seed so that a game replays exactly.
	rng *rand.Rand

	seats  []seat
	humans int

	// st is the game; only views of it and events redacted for their
	// reader reach the TermUI, as only they reach a browser.
	st engine.State
	// log is every event so far, unredacted: each reader is shown it
	// redacted for them (events).
	log []engine.Event
	// seen[seat] is how much of log that seat has been shown.
	seen []int
	// onScreen is the seat whose private information may be on screen
	// now; -1 when nobody's is.
	onScreen int
	// words are the frame's texts, in cfg.Lang.
	words *locale.Bundle
}

// say writes the frame's text key in the table's language.
func (g *table) say(key string, pairs ...any) string {
	return g.words.T(g.cfg.Lang, key, pairs...)
}

// rangePrompt is the wording of a numbered choice, e.g. "choose 1-4".
// Every numbered prompt uses it, so that people (and scripted tests)
// meet one form.
func (g *table) rangePrompt(lo, hi int) string {
	if lo == hi {
		return g.say("term.choose.one", "n", lo)
	}
	return g.say("term.choose.range", "lo", lo, "hi", hi)
}

// seat is who plays one seat.
type seat struct {
	game.Seat
	human bool
	bot   bots.Bot
}

func newGame(cfg Config, in io.Reader, out io.Writer) (*table, error) {
	if err := cfg.check(); err != nil {
		return nil, fmt.Errorf("termplay: %w", err)
	}
	if cfg.Rules == nil {
		r, err := cfg.Game.Rules(nil)
		if err != nil {
			return nil, fmt.Errorf("termplay: loading the default rule set: %w", err)
		}
		cfg.Rules = r
	}
	if cfg.CoverLines == 0 {
		cfg.CoverLines = 60
	}
	if cfg.Lang == "" {
		cfg.Lang = locale.Default
	}
	ui, err := Terminal(cfg.Game, cfg.Rules, cfg.Colour)
	if err != nil {
		return nil, fmt.Errorf("termplay: %w", err)
	}
	if err := ui.Speak(cfg.Lang); err != nil {
		return nil, fmt.Errorf("termplay: %s: %w", cfg.Game.Title(), err)
	}
	if cfg.Bot == "" {
		cfg.Bot = ui.DefaultBot()
	}
	// Every bot the game offers, named levels and parameters too
	// (Nobles' "ismcts:500"), not only its registry's names.
	if _, err := game.NewBot(cfg.Rules, cfg.Bot); err != nil {
		return nil, fmt.Errorf("termplay: bot: %w", err)
	}
	words, err := locale.Load()
	if err != nil {
		return nil, fmt.Errorf("termplay: %w", err)
	}
	return &table{
		cfg: cfg, rules: cfg.Rules, ui: ui, p: &printer{w: out}, in: newLineReader(in), words: words,
		rng:      rand.New(rand.NewPCG(cfg.Seed, 0x7e4a1c9d3b5f8e21)),
		onScreen: -1,
	}, nil
}

// play runs the game from the first decision to the end. When several
// seats have a decision, each decides in seat order against the state
// the earlier ones left (a seat whose decision an earlier move settled
// is skipped), so that a game replays exactly.
func (g *table) play() error {
	var legal []engine.Move
	for !g.st.Outcome().Ended {
		pending := g.st.Pending()
		if len(pending) == 0 {
			return errors.New("termplay: the game has not ended but nobody has a decision")
		}
		order := make([]engine.Seat, len(pending))
		for i, d := range pending {
			order[i] = d.Seat
		}
		slices.Sort(order)
		for _, s := range slices.Compact(order) {
			d, ok := decisionOf(g.st, s)
			if !ok {
				continue
			}
			var m engine.Move
			if g.seats[s].human {
				if g.humans > 1 && g.onScreen != int(s) {
					if err := g.cover(s); err != nil {
						return err
					}
				}
				g.onScreen = int(s)
				var err error
				if m, err = g.decide(d); err != nil {
					return err
				}
			} else {
				// A bot sees what its seat may see, and nothing more.
				legal = g.st.Legal(s, legal[:0])
				m = bots.Decide(g.seats[s].bot, s, g.st.View(s), engine.RedactAll(g.log, s), legal, g.rng)
			}
			next, evs, err := g.st.Apply(s, m)
			if err != nil {
				return fmt.Errorf("termplay: %s chose %v: %w", g.seats[s].Name, m, err)
			}
			g.st = next
			g.log = append(g.log, evs...)
			if _, again := decisionOf(g.st, s); g.seats[s].human && (g.st.Outcome().Ended || !again) {
				// Show the mover what their move led to before the device
				// moves on.
				g.p.write(g.since(s, "", "  "))
				if g.p.err != nil {
					return fmt.Errorf("writing output: %w", g.p.err)
				}
			}
		}
	}
	// The last turns (bots' among them) have been told to nobody yet:
	// tell them before the end is announced.
	g.p.write(g.lastTurns())
	g.p.write(g.ui.Final(g.st.View(engine.Spectator), g.cfg.Seed))
	return nil
}

// lastTurns words what happened after the people last looked, from where
// the person who has seen least left off: through the one person's eyes
// at a solo table, through nobody's at a hot-seat table, so that nothing
// private is read out to the whole table.
func (g *table) lastTurns() string {
	viewer, from, people := engine.Spectator, len(g.log), 0
	for i, s := range g.seats {
		if s.human {
			people++
			viewer = engine.Seat(i)
			from = min(from, g.seen[i])
		}
	}
	if people != 1 {
		viewer = engine.Spectator
	}
	for i := range g.seen {
		g.seen[i] = len(g.log)
	}
	text := g.ui.Events(engine.RedactAll(g.log, viewer), from, viewer, "  ")
	if text == "" {
		return ""
	}
	return "\n" + g.say("term.lastTurns") + "\n" + text
}

// view is what viewer (-1: the whole table) may see of the game, nil
// before it is dealt.
func (g *table) view(viewer int) any {
	if g.st == nil {
		return nil
	}
	if viewer < 0 {
		return g.st.View(engine.Spectator)
	}
	return g.st.View(engine.Seat(viewer))
}

// decisionOf is seat's open decision in st, if it has one.
func decisionOf(st engine.State, s engine.Seat) (engine.Decision, bool) {
	for _, d := range st.Pending() {
		if d.Seat == s {
			return d, true
		}
	}
	return engine.Decision{}, false
}

// since words, for seat, everything it has not yet been shown, under
// title, and marks it shown.
func (g *table) since(s engine.Seat, title, indent string) string {
	from := g.seen[s]
	g.seen[s] = len(g.log)
	text := g.ui.Events(engine.RedactAll(g.log, s), from, s, indent)
	if text == "" || title == "" {
		return text
	}
	return title + "\n" + text
}

// decide shows the deciding seat its screen and returns the move it
// picks.
func (g *table) decide(d engine.Decision) (engine.Move, error) {
	s := d.Seat
	screen, menu, opts := g.ui.Decision(g.st.View(s), d, g.since(s, g.say("term.since"), "  "))
	g.p.write(screen + menu)
	if len(opts) == 0 {
		return engine.Move{}, fmt.Errorf("termplay: %s has a %s decision with no legal move", g.seats[s].Name, d.Kind)
	}
	ctx := about{viewer: int(s), kind: d.Kind}
	prompt := g.say("term.ask", "name", g.seats[s].Name, "choose", g.rangePrompt(1, len(opts)))
	for {
		n, err := g.askNumber(ctx, prompt, 1, len(opts), -1)
		if err != nil {
			return engine.Move{}, err
		}
		c := opts[n-1]
		// A confirmation guards a choice against a slip; with nothing
		// else to choose (a forced Wait) there is no slip to guard.
		if c.Confirm != "" && len(opts) > 1 {
			ok, err := g.confirm(ctx, c.Confirm)
			if err != nil {
				return engine.Move{}, err
			}
			if !ok {
				g.p.write("\n" + menu)
				continue
			}
		}
		return c.Move, nil
	}
}

// clearScreen moves the cursor home, then clears the screen and the
// scrollback.
const clearScreen = "\x1b[H\x1b[2J\x1b[3J"

// lineWidth is the width of the cover's rules.
const lineWidth = 76

// cover hides the last screen and waits until the device has reached
// the next person, so that nothing private is printed in front of the
// wrong eyes.
func (g *table) cover(next engine.Seat) error {
	// Blank lines push the last screen up; the ANSI sequence then clears
	// the screen and the scrollback (where the previous House's Gems
	// would otherwise stay a scroll away) on every terminal that knows it.
	g.p.write(strings.Repeat("\n", g.cfg.CoverLines))
	g.p.write(clearScreen)
	g.onScreen = -1
	g.p.printf("%s\n", g.bold(strings.Repeat("=", lineWidth)))
	g.p.printf("  %s\n", g.ui.Handover(next))
	g.p.printf("%s\n", g.bold(strings.Repeat("=", lineWidth)))
	_, err := g.ask(about{viewer: -1, kind: "cover"}, g.say("term.cover", "name", g.seats[next].Name))
	return err
}

func (g *table) bold(s string) string {
	if !g.cfg.Colour {
		return s
	}
	return "\x1b[1m" + s + "\x1b[0m"
}
