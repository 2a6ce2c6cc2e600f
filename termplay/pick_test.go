package termplay

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/game"
)

// pick is a test-only game with simultaneous secret choices: each of
// three rounds every seat picks 1, 2 or 3 at once; the highest number
// nobody else picked scores. Its terminal screens are as plain as can
// be, which is the point: termplay must need nothing more.
type pick struct {
	ui *pickUI // the screens handed out, so a test can read what they were given
}

func (pick) Name() string                        { return "pick" }
func (pick) Title() string                       { return "Pick" }
func (pick) Players() (int, int)                 { return 2, 4 }
func (pick) Manifest() game.Manifest             { return game.Manifest{} }
func (pick) Rules([]byte) (game.Rules, error)    { return pickRules{}, nil }
func (pick) Document([]byte) (game.Rules, error) { return pickRules{}, nil }
func (p pick) Terminal(game.Rules, bool) (game.TermUI, error) {
	if p.ui != nil {
		return p.ui, nil
	}
	return &pickUI{}, nil
}

type pickRules struct{}

func (pickRules) Doc() []byte                                            { return []byte(`{}`) }
func (pickRules) Code() string                                           { return "pick" }
func (pickRules) Seats(s []game.Seat, _ *rand.Rand) ([]game.Seat, error) { return s, nil }
func (pickRules) Bots() bots.Registry                                    { return bots.Basic() }
func (pickRules) Start(s game.Setup) (engine.State, error) {
	return &pickState{picks: make([]int, len(s.Seats)), scores: make([]int, len(s.Seats))}, nil
}

type pickState struct {
	round  int
	picks  []int // this round's picks; 0 = not yet
	scores []int
}

func (p *pickState) Seats() int { return len(p.picks) }
func (p *pickState) Pending() []engine.Decision {
	var out []engine.Decision
	// Highest seat first, so that termplay's own seat order is tested.
	for s := len(p.picks) - 1; s >= 0 && p.round < 3; s-- {
		if p.picks[s] == 0 {
			out = append(out, engine.Decision{Seat: engine.Seat(s), Kind: "pick", Moves: p.Legal(engine.Seat(s), nil)})
		}
	}
	return out
}
func (p *pickState) Legal(s engine.Seat, buf []engine.Move) []engine.Move {
	if p.round == 3 || p.picks[s] != 0 {
		return buf
	}
	for n := 1; n <= 3; n++ {
		buf = append(buf, engine.WithOption("pick", n))
	}
	return buf
}
func (p *pickState) Apply(s engine.Seat, m engine.Move) (engine.State, []engine.Event, error) {
	if !slices.Contains(p.Legal(s, nil), m) {
		return nil, nil, &engine.MoveError{Err: engine.ErrIllegalMove, Message: "not a legal pick"}
	}
	n := &pickState{round: p.round, picks: slices.Clone(p.picks), scores: slices.Clone(p.scores)}
	n.picks[s] = m.Option
	evs := []engine.Event{{Type: "picked", Seat: s, Private: m.Option}}
	if !slices.Contains(n.picks, 0) {
		for i, v := range n.picks {
			evs = append(evs, engine.Event{Type: "shown", Seat: engine.Seat(i), Amount: v})
		}
		n.round++
		clear(n.picks)
	}
	return n, evs, nil
}

// pickView is what a seat may see: the round, and its own pick.
type pickView struct {
	seat        engine.Seat
	round, mine int
}

func (p *pickState) View(s engine.Seat) any {
	v := pickView{seat: s, round: p.round}
	if s >= 0 {
		v.mine = p.picks[s]
	}
	return v
}
func (p *pickState) Outcome() engine.Outcome {
	if p.round < 3 {
		return engine.Outcome{}
	}
	return engine.Outcome{Ended: true, Scores: p.scores}
}

type pickUI struct {
	lang  string // as Speak set it
	names []string
	// wrong lists every argument a screen was given that is not the view
	// of the seat it is for.
	wrong []string
}

// saw checks that a screen was handed seat's view and nothing else.
func (u *pickUI) saw(what string, view any, seat engine.Seat) {
	if v, ok := view.(pickView); !ok || v.seat != seat {
		u.wrong = append(u.wrong, fmt.Sprintf("%s got %T %v, want seat %d's view", what, view, view, seat))
	}
}

func (u *pickUI) Speak(lang string) error   { u.lang = lang; return nil }
func (*pickUI) Intro(seed uint64) string    { return fmt.Sprintf("Pick, seed %d\n", seed) }
func (*pickUI) SeatWords() (string, string) { return "player", "players" }
func (*pickUI) DefaultBot() string          { return "random" }
func (u *pickUI) Table(v any) string        { u.saw("Table", v, engine.Spectator); return "dealt\n" }
func (u *pickUI) Board(v any, viewer int) string {
	u.saw("Board", v, engine.Seat(viewer))
	return "no board\n"
}
func (u *pickUI) Help(_ string, v any, viewer int) string {
	if v != nil {
		u.saw("Help", v, engine.Seat(viewer))
	}
	return "pick a number\n"
}
func (u *pickUI) Handover(s engine.Seat) string { return "Pass the device to " + u.names[s] + "." }
func (u *pickUI) Final(v any, _ uint64) string {
	u.saw("Final", v, engine.Spectator)
	return "The end.\n"
}
func (u *pickUI) AskSeat(a game.Asker, seat int, _ []game.Seat) (game.Seat, error) {
	name, err := a.Ask(fmt.Sprintf("Seat %d, your name", seat+1))
	return game.Seat{Name: name}, err
}
func (*pickUI) BotSeat(seat int, _ []game.Seat, _ *rand.Rand) game.Seat {
	return game.Seat{Name: fmt.Sprintf("Bot%d", seat+1)}
}
func (u *pickUI) Seated(seats []game.Seat, _ []string) {
	for _, s := range seats {
		u.names = append(u.names, s.Name)
	}
}

// Tell: these screens print the log themselves (Events); the browser's
// wording is not theirs to test.
func (u *pickUI) Tell([]engine.Event, int, engine.Seat, []string) []game.Told { return nil }

func (u *pickUI) Events(log []engine.Event, from int, viewer engine.Seat, indent string) string {
	var b strings.Builder
	// The log comes redacted for viewer: these screens print what they
	// are given, so an unredacted log would show in TestSimultaneousDecisions.
	for _, e := range log[from:] {
		switch e.Type {
		case "picked":
			fmt.Fprintf(&b, "%s%s picked %d\n", indent, u.names[e.Seat], e.Private)
		case "shown":
			fmt.Fprintf(&b, "%s%s showed %d\n", indent, u.names[e.Seat], e.Amount)
		}
	}
	return b.String()
}
func (u *pickUI) Decision(v any, d engine.Decision, since string) (string, string, []game.TermChoice) {
	u.saw("Decision", v, d.Seat)
	var menu strings.Builder
	var opts []game.TermChoice
	for i, m := range d.Moves {
		fmt.Fprintf(&menu, "  %d) %d\n", i+1, m.Option)
		opts = append(opts, game.TermChoice{Move: m})
	}
	return "== " + u.names[d.Seat] + " picks ==\n" + since, menu.String(), opts
}

// TestSimultaneousDecisions plays the pick game with two people and a
// bot: every round all three decide at once. The people are asked in
// seat order with the device passed between them, the bot decides for
// its seat, and nobody's screen shows another's pick before the round
// is shown.
func TestSimultaneousDecisions(t *testing.T) {
	var out strings.Builder
	// Names, then each round Ann picks 3 and Ben 2.
	in := "Ann\nBen\n" + strings.Repeat("\n3\n\n2\n", 3)
	ui := &pickUI{}
	// k and h at a decision ask for the board and help from that seat's view.
	in = strings.Replace(in, "\n3\n", "\nk\nh\n3\n", 1)
	if err := Run(Config{Game: pick{ui: ui}, Seats: 3, Humans: 2, CoverLines: 2}, strings.NewReader(in), &out); err != nil {
		t.Fatalf("Run: %v\n%s", err, out.String())
	}
	// Like a browser, the screens are handed views and never the state.
	for _, w := range ui.wrong {
		t.Error(w)
	}
	s := out.String()
	if !strings.HasSuffix(s, "The end.\n") {
		t.Fatalf("the game did not end:\n%s", s)
	}
	screens := regexp.MustCompile(`== (\w+) picks ==`).FindAllStringSubmatch(s, -1)
	var who []string
	for _, m := range screens {
		who = append(who, m[1])
	}
	if want := "Ann Ben Ann Ben Ann Ben"; strings.Join(who, " ") != want {
		t.Errorf("decision screens %v, want %s", who, want)
	}
	if strings.Count(s, "Pass the device to") != 6 {
		t.Errorf("%d covers, want 6 (one before each person's pick):\n%s", strings.Count(s, "Pass the device to"), s)
	}
	// Ben's screens say Ann picked, but not what; Ann sees her own
	// pick after making it.
	for _, screen := range strings.Split(s, "== Ben picks ==")[1:] {
		screen = screen[:strings.Index(screen, "1) 1")]
		if strings.Contains(screen, "Ann picked 3") || !strings.Contains(screen, "Ann picked 0") {
			t.Errorf("Ben's screen:\n%s", screen)
		}
	}
	if !strings.Contains(s, "Ann picked 3") {
		t.Error("Ann is never shown her own pick")
	}
	if !strings.Contains(s, "Bot3 showed") {
		t.Errorf("the log is not shown:\n%s", s)
	}
}

// plain is the pick game without terminal screens.
type plain struct{ game.Game }

func TestConfigErrors(t *testing.T) {
	for _, tc := range []struct {
		cfg  Config
		want string
	}{
		{Config{}, "no game given"},
		{Config{Game: plain{pick{}}}, "Pick cannot be played in the terminal"},
		{Config{Game: pick{}, Seats: 5}, "seats: Pick seats 2 to 4 players, got 5"},
		{Config{Game: pick{}, Seats: 2, Humans: 3}, "humans: must be 1 to 2, got 3"},
		{Config{Game: pick{}, Seats: 2, First: 2}, "first: seat 3 is not at the table"},
		{Config{Game: pick{}, Bot: "genius"}, `bot: unknown bot "genius" (known: random)`},
		{Config{Game: pick{}, CoverLines: -1}, "cover lines"},
	} {
		err := Run(tc.cfg, strings.NewReader(""), new(strings.Builder))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Run(%+v) = %v, want %q", tc.cfg, err, tc.want)
		}
	}
}
