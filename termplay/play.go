package termplay

import (
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/games/nobles"
)

// Run plays one year of Nobles of Evergreen at the terminal, reading
// answers from in and writing screens to out. It returns nil when the
// Gala has been held, ErrQuit when a player quits, ErrInputClosed when
// in ends first, or another error for a bad Config or a failed write.
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
		g.p.printf("\nThe game is abandoned. Play the same year again with -seed %d.\n", g.cfg.Seed)
	case err == nil && g.p.err != nil:
		err = fmt.Errorf("writing output: %w", g.p.err)
	}
	return err
}

// game is one terminal game in progress.
type game struct {
	cfg   Config
	rs    *nobles.Ruleset
	p     *printer
	in    *lineReader
	words *wording
	// rng chooses random Houses and drives the bots; it is seeded from
	// the game's seed so that a game replays exactly.
	rng *rand.Rand

	seats  []seat
	names  []string
	humans int

	st *nobles.State
	// log is every event so far, unredacted: it is redacted per reader
	// as it is shown. logDeck[i] is the deck of the card being resolved
	// when log[i] happened, to word the card an event refers to.
	log     []engine.Event
	logDeck []string
	deck    string
	// seen[seat] is how much of log that seat has been shown.
	seen []int
	// onScreen is the seat whose private information may be on screen
	// now; -1 when nobody's is.
	onScreen int
}

// seat is who plays one seat.
type seat struct {
	name  string
	house string // House id
	human bool
	bot   bots.Bot
}

func newGame(cfg Config, in io.Reader, out io.Writer) (*game, error) {
	if err := cfg.check(); err != nil {
		return nil, fmt.Errorf("termplay: %w", err)
	}
	if cfg.Rules == nil {
		rs, err := nobles.Default()
		if err != nil {
			return nil, fmt.Errorf("termplay: loading the default rule set: %w", err)
		}
		cfg.Rules = rs
	}
	if cfg.CoverLines == 0 {
		cfg.CoverLines = 60
	}
	w, err := newWording(cfg.Rules)
	if err != nil {
		return nil, err
	}
	return &game{
		cfg: cfg, rs: cfg.Rules, p: &printer{w: out}, in: newLineReader(in), words: w,
		rng:      rand.New(rand.NewPCG(cfg.Seed, 0x7e4a1c9d3b5f8e21)),
		onScreen: -1,
	}, nil
}

// play runs the year from the first decision to the Gala.
func (g *game) play() error {
	var legal []engine.Move
	for !g.st.Ended() {
		pending := g.st.Pending()
		if len(pending) == 0 {
			return errors.New("termplay: the year has not ended but nobody has a decision")
		}
		d := pending[0]
		s := d.Seat
		var m engine.Move
		if g.seats[s].human {
			if g.humans > 1 && g.onScreen != int(s) {
				if err := g.cover(s); err != nil {
					return err
				}
			}
			g.onScreen = int(s)
			var err error
			if m, err = g.decide(s, d); err != nil {
				return err
			}
		} else {
			// A bot sees what its seat may see, and nothing more.
			legal = g.st.Legal(s, legal[:0])
			m = bots.Decide(g.seats[s].bot, s, g.st.View(s), engine.RedactAll(g.log, s), legal, g.rng)
		}
		next, evs, err := g.st.Apply(s, m)
		if err != nil {
			return fmt.Errorf("termplay: %s chose %v: %w", g.names[s], m, err)
		}
		g.st = next.(*nobles.State)
		g.record(evs)
		if g.seats[s].human && (g.st.Ended() || g.st.Decider() != s) {
			// Show the mover what their move led to before the device
			// moves on.
			g.p.write(g.logText(s, "", "  "))
			if g.p.err != nil {
				return fmt.Errorf("writing output: %w", g.p.err)
			}
		}
	}
	g.gala()
	return nil
}

// record appends events to the log, noting the card each refers to.
func (g *game) record(evs []engine.Event) {
	for _, e := range evs {
		if e.Type == nobles.EvDraw {
			g.deck = e.Detail
		}
		g.log = append(g.log, e)
		g.logDeck = append(g.logDeck, g.deck)
	}
}

// logText words, for seat, everything it has not yet been shown, and
// marks it shown. Events are redacted for seat first.
func (g *game) logText(s engine.Seat, title, indent string) string {
	var b strings.Builder
	from := g.seen[s]
	g.seen[s] = len(g.log)
	for i := from; i < len(g.log); i++ {
		e := g.log[i].Redact(s)
		line := g.words.event(e, s, g.names, g.logDeck[i])
		if line == "" {
			continue
		}
		if b.Len() == 0 && title != "" {
			b.WriteString(title + "\n")
		}
		if e.Type == nobles.EvTurnBegins || e.Type == nobles.EvSeason {
			b.WriteString(indent + g.bold(line) + "\n")
			continue
		}
		b.WriteString(wrap(line, lineWidth, indent+"  "))
		if e.Type == nobles.EvDraw && e.Detail != nobles.SpaceProving {
			// Ordeals and Decrees are read aloud to the whole table.
			b.WriteString(g.cardText(e.Detail, e.Ref, indent+"    "))
		}
	}
	return b.String()
}

// cover hides the last screen and waits until the device has reached
// the next person, so that nothing private is printed in front of the
// wrong eyes.
func (g *game) cover(next engine.Seat) error {
	if g.cfg.Colour {
		g.p.write("\x1b[H\x1b[2J\x1b[3J")
	} else {
		g.p.write(strings.Repeat("\n", g.cfg.CoverLines))
	}
	g.onScreen = -1
	house := g.words.house(g.seats[next].house)
	g.p.printf("%s\n", g.bold(strings.Repeat("=", lineWidth)))
	g.p.printf("  Pass the device to %s (%s).\n", g.houseColour(house, g.names[next]), house.Name)
	g.p.printf("%s\n", g.bold(strings.Repeat("=", lineWidth)))
	_, err := g.ask(about{viewer: -1, kind: "cover"}, fmt.Sprintf("%s, press Enter when ready", g.names[next]))
	return err
}
