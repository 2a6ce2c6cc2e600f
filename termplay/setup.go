package termplay

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"evergreen/engine"
	"evergreen/games/nobles"
)

// setup seats the table, asking for whatever cfg leaves open, and deals
// the year.
func (g *game) setup() error {
	ctx := about{viewer: -1, kind: "setup"}
	g.p.printf("%s\n", g.bold("Nobles of Evergreen"))
	g.p.printf("Rule set: %s (code %s)\n", g.rs.Name, g.rs.Code)
	g.p.printf("Seed %d: play this very year again with -seed %d.\n", g.cfg.Seed, g.cfg.Seed)
	g.p.write("At any prompt: h for help, k to see the Castle Keep, q to quit.\n\n")

	houses := g.cfg.Houses
	if houses == 0 {
		lo := max(nobles.MinSeats, g.cfg.Humans, g.cfg.First+1)
		n, err := g.askNumber(ctx, "How many Houses sit at the table ("+rangePrompt(lo, nobles.MaxSeats)+")", lo, nobles.MaxSeats, -1)
		if err != nil {
			return err
		}
		houses = n
	}
	if g.cfg.First >= houses {
		return fmt.Errorf("first: seat %d is not at a table of %d Houses", g.cfg.First+1, houses)
	}
	human := make([]bool, houses)
	if g.cfg.Humans > 0 {
		for i := range g.cfg.Humans {
			human[i] = true
		}
	} else {
		prompt := fmt.Sprintf("How many of the %d Houses are played by people at this device? The others are played by the %s bot (%s)",
			houses, g.botName(), rangePrompt(1, houses))
		n, err := g.askNumber(ctx, prompt, 1, houses, -1)
		if err != nil {
			return err
		}
		if err := g.askHumanSeats(ctx, human, n); err != nil {
			return err
		}
	}

	g.seats = make([]seat, houses)
	taken := map[string]string{} // House id → who took it
	for i := range g.seats {
		if !human[i] {
			continue
		}
		g.humans++
		g.p.printf("\n%s\n", g.bold(fmt.Sprintf("Seat %d — a House for a person", i+1)))
		h, err := g.askHouse(ctx, i, taken)
		if err != nil {
			return err
		}
		name, err := g.askName(ctx, i, h)
		if err != nil {
			return err
		}
		taken[h.ID] = name
		g.seats[i] = seat{name: name, house: h.ID, human: true}
	}
	reg := Bots(g.rs)
	for i := range g.seats {
		if human[i] {
			continue
		}
		free := g.freeHouses(taken)
		h := free[g.rng.IntN(len(free))]
		name := h.Noble
		if name == "" || g.nameTaken(name) {
			name = h.Name
		}
		b, err := reg.New(g.botName())
		if err != nil {
			return err
		}
		taken[h.ID] = name
		g.seats[i] = seat{name: name, house: h.ID, bot: b}
	}

	setup := nobles.Setup{Seed: g.cfg.Seed, FirstSeat: g.cfg.First}
	for _, s := range g.seats {
		setup.Seats = append(setup.Seats, nobles.SeatSetup{Name: s.name, House: s.house})
	}
	st, err := nobles.NewGame(g.rs, setup)
	if err != nil {
		return fmt.Errorf("setting up the table: %w", err)
	}
	g.st = st
	g.seen = make([]int, houses)
	g.names = make([]string, houses)
	for i, s := range g.seats {
		g.names[i] = s.name
	}
	g.tableSummary()
	return nil
}

// askHumanSeats marks which n seats people play.
func (g *game) askHumanSeats(ctx about, human []bool, n int) error {
	houses := len(human)
	if n == houses {
		for i := range human {
			human[i] = true
		}
		return nil
	}
	prompt := fmt.Sprintf("Which seats do people play? Seats are numbered clockwise from 1, and seat %d takes the first turn. "+
		"Type %s, or press Enter for %s", g.cfg.First+1, plural(n, "seat number", "seat numbers separated by spaces"), seatRange(n))
	for {
		s, err := g.ask(ctx, prompt)
		if err != nil {
			return err
		}
		picked, problem := parseSeats(s, n, houses)
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

func seatRange(n int) string {
	if n == 1 {
		return "seat 1"
	}
	return fmt.Sprintf("seats 1-%d", n)
}

// parseSeats reads n distinct seat numbers from 1 to houses; an empty
// answer means seats 1 to n. It returns 0-based seats or a problem.
func parseSeats(s string, n, houses int) ([]int, string) {
	if strings.TrimSpace(s) == "" {
		out := make([]int, n)
		for i := range out {
			out[i] = i
		}
		return out, ""
	}
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || unicode.IsSpace(r) })
	if len(fields) != n {
		return nil, fmt.Sprintf("Please type exactly %s.", plural(n, "seat number", "seat numbers"))
	}
	var out []int
	for _, f := range fields {
		k, err := strconv.Atoi(f)
		if err != nil || k < 1 || k > houses {
			return nil, fmt.Sprintf("%q is not a seat: seats are numbered 1 to %d.", f, houses)
		}
		if slices.Contains(out, k-1) {
			return nil, fmt.Sprintf("Seat %d is listed twice.", k)
		}
		out = append(out, k-1)
	}
	slices.Sort(out)
	return out, ""
}

func (g *game) freeHouses(taken map[string]string) []nobles.House {
	var free []nobles.House
	for _, h := range g.rs.Houses {
		if _, ok := taken[h.ID]; !ok {
			free = append(free, h)
		}
	}
	return free
}

// askHouse lists the Houses still free, with noble, sigil and Virtue, and
// asks seat to pick one (or "random").
func (g *game) askHouse(ctx about, seat int, taken map[string]string) (nobles.House, error) {
	free := g.freeHouses(taken)
	var b strings.Builder
	for i, h := range free {
		fmt.Fprintf(&b, "  %d) %s — %s, sigil: %s", i+1, g.houseColour(h, h.Name), h.Noble, h.Sigil)
		if h.Motto != "" {
			fmt.Fprintf(&b, ". “%s”", h.Motto)
		}
		b.WriteString("\n")
		if v, ok := g.words.virtue(h.Virtue); ok {
			b.WriteString(wrap("Virtue: "+v.Name+". "+v.Text, lineWidth, "       "))
		}
	}
	if len(taken) > 0 {
		var seated []string
		for _, h := range g.rs.Houses {
			if who, ok := taken[h.ID]; ok {
				seated = append(seated, fmt.Sprintf("%s (%s)", h.Name, who))
			}
		}
		fmt.Fprintf(&b, "  Already seated: %s.\n", strings.Join(seated, ", "))
	}
	g.p.write(b.String())
	prompt := fmt.Sprintf("Seat %d, your House (%s, or type random)", seat+1, rangePrompt(1, len(free)))
	for {
		s, err := g.ask(ctx, prompt)
		if err != nil {
			return nobles.House{}, err
		}
		if strings.EqualFold(s, "random") || strings.EqualFold(s, "r") {
			h := free[g.rng.IntN(len(free))]
			g.p.printf("Fortune chooses %s.\n", h.Name)
			return h, nil
		}
		h, problem := matchHouse(s, free, g.rs.Houses, taken)
		if problem == "" {
			return h, nil
		}
		g.p.printf("%s\n", problem)
	}
}

// matchHouse reads an answer to the House menu: a number from the list
// of free Houses, or a House's id or name.
func matchHouse(s string, free, all []nobles.House, taken map[string]string) (nobles.House, string) {
	if s == "" && len(free) == 1 {
		return free[0], ""
	}
	if k, err := strconv.Atoi(s); err == nil && k >= 1 && k <= len(free) {
		return free[k-1], ""
	}
	same := func(h nobles.House) bool {
		return strings.EqualFold(s, h.ID) || strings.EqualFold(s, h.Name) || strings.EqualFold("House "+s, h.Name)
	}
	for _, h := range free {
		if same(h) {
			return h, ""
		}
	}
	for _, h := range all {
		if who, ok := taken[h.ID]; ok && same(h) {
			return nobles.House{}, fmt.Sprintf("%s is already seated (%s). Choose another.", h.Name, who)
		}
	}
	return nobles.House{}, fmt.Sprintf("Please type a number from 1 to %d, or random.", len(free))
}

// maxName bounds a player's name so that screens stay tidy.
const maxName = 32

// askName asks seat for a display name; Enter takes the House's noble.
func (g *game) askName(ctx about, seat int, h nobles.House) (string, error) {
	def := h.Noble
	if def == "" || g.nameTaken(def) {
		def = h.Name
	}
	prompt := fmt.Sprintf("Seat %d, your name (Enter for %s)", seat+1, def)
	for {
		s, err := g.ask(ctx, prompt)
		if err != nil {
			return "", err
		}
		if s == "" {
			return def, nil
		}
		switch {
		case len([]rune(s)) > maxName:
			g.p.printf("Please keep your name to %d letters.\n", maxName)
		case strings.IndexFunc(s, func(r rune) bool { return !unicode.IsPrint(r) }) >= 0:
			g.p.write("Please use letters, digits and spaces only.\n")
		case strings.IndexFunc(s, unicode.IsLetter) < 0:
			g.p.write("Please use a name with at least one letter.\n")
		case g.nameTaken(s):
			g.p.printf("%s is already at the table; choose another name.\n", s)
		default:
			return s, nil
		}
	}
}

func (g *game) nameTaken(name string) bool {
	for _, s := range g.seats {
		if s.name != "" && strings.EqualFold(s.name, name) {
			return true
		}
	}
	return false
}

func (g *game) botName() string {
	if g.cfg.Bot == "" {
		return DefaultBot
	}
	return g.cfg.Bot
}

// tableSummary prints who sits where once the year is dealt.
func (g *game) tableSummary() {
	v := g.st.ViewFor(engine.Spectator)
	var b strings.Builder
	fmt.Fprintf(&b, "\n%s\n", g.bold("The table, clockwise"))
	for i, h := range v.Houses {
		house := g.words.house(h.House)
		who := "person"
		if !g.seats[i].human {
			who = g.botName() + " bot"
		}
		fmt.Fprintf(&b, "  Seat %d  %s — %s (%s), %s", i+1, g.houseColour(house, g.names[i]), house.Name, house.Sigil, who)
		if vt, ok := g.words.virtue(h.Virtue); ok {
			fmt.Fprintf(&b, "; Virtue: %s", vt.Name)
		}
		if i == v.FirstSeat {
			b.WriteString("  ← first turn")
		}
		b.WriteString("\n")
	}
	per := "each noble takes"
	if g.rs.TurnCounting == nobles.Shared {
		per = "the table shares"
	}
	fmt.Fprintf(&b, "\nThe year runs Spring, Summer, Autumn, Winter; %s %d turns a season. Every noble begins with %s.\n",
		per, g.rs.TurnsPerSeason, crowns(g.rs.Income.Spring))
	fmt.Fprintf(&b, "At the Gala, Gems given plus Vault Tokens held is the score.\n")
	g.p.write(b.String())
}
