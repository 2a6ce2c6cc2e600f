package noblesterm_test

import (
	"errors"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"evergreen/game"
	"evergreen/games/nobles/noblesgame"
	"evergreen/termplay"
	"evergreen/termplay/termtest"
)

// nobles is the game as cmd/evergreen hosts it.
var noblesGame = noblesgame.New()

// cfg is a terminal game of Nobles.
func cfg(c termplay.Config) termplay.Config {
	c.Game = noblesGame
	return c
}

func mustRules(t testing.TB, patch string) game.Rules {
	t.Helper()
	var p []byte
	if patch != "" {
		p = []byte(patch)
	}
	r, err := noblesGame.Rules(p)
	if err != nil {
		t.Fatalf("Rules: %v", err)
	}
	return r
}

// nobles is Nobles' terminal under test: its games end at the Gala.
var nobles = termtest.Game{Game: noblesGame, End: "The Evergreen Gala"}

func TestHotSeatFirstChoiceToGala(t *testing.T) {
	a, out := nobles.Play(t, termplay.Config{Seats: 2, Humans: 2, Seed: 1}, termtest.FirstChoice)
	if !strings.Contains(out, "Paragon") {
		t.Errorf("no Paragon crowned:\n%s", termtest.Tail(out, 1500))
	}
	covers := 0
	for _, e := range a.Log {
		if strings.Contains(e.Prompt, "press Enter when ready") {
			covers++
		}
	}
	if covers < 10 {
		t.Errorf("only %d pass-the-device covers in a two-person game", covers)
	}
	// Every player turn is counted: 32 each.
	for _, who := range []string{"Lady Rowena Ashgrove", "Sir Aldric Merrow"} {
		if !strings.Contains(out, who+"'s turn 32 of 32") {
			t.Errorf("never saw %s's turn 32 of 32", who)
		}
	}
}

func TestSoloAgainstBotsToGala(t *testing.T) {
	// Each bot as the terminal names it: a bot the frame has words for
	// by them ("random": "Random moves"), any other by its own name.
	for bot, label := range map[string]string{"steward-lite": "steward-lite", "random": "Random moves"} {
		t.Run(bot, func(t *testing.T) {
			// Everything asked: 4 Houses, 1 person in seat 3, House by
			// name, a chosen name.
			a, out := nobles.Play(t, termplay.Config{Bot: bot, Seed: 99, First: 1}, termtest.MenuChoice("Give", "Save"),
				"4", "1", "3", "random", "Wren")
			for _, e := range a.Log {
				if strings.Contains(e.Prompt, "press Enter when ready") {
					t.Fatalf("a cover screen in a solo game:\n%s", e.Chunk)
				}
			}
			if !regexp.MustCompile(`Seat 3  Wren — House \w+ \(\w+\), person`).MatchString(out) {
				t.Errorf("Wren is not seated in seat 3:\n%s", out[:min(len(out), 4000)])
			}
			if !strings.Contains(out, "Seat 2  ") || !strings.Contains(out, "← first turn") {
				t.Errorf("table summary is missing seats or the first turn")
			}
			if !strings.Contains(out, label+" bot") {
				t.Errorf("bots are not named %s", label)
			}
		})
	}
}

func TestSharedTurnCounting(t *testing.T) {
	rs := mustRules(t, `{"turn_counting":"shared"}`)
	_, out := nobles.Play(t, termplay.Config{Rules: rs, Seats: 2, Humans: 1, Seed: 5}, termtest.FirstChoice)
	// The human sees the table's turn count climb to the end of the year
	// (the very last turns may belong to the bot).
	last := 0
	for _, m := range regexp.MustCompile(`\(table turn (\d+) of 32\)`).FindAllStringSubmatch(out, -1) {
		n, _ := strconv.Atoi(m[1])
		if n > 32 {
			t.Fatalf("table turn %d of 32 shown", n)
		}
		last = max(last, n)
	}
	if last < 29 {
		t.Errorf("shared counting: the headers reach only table turn %d of 32", last)
	}
	if strings.Contains(out, "'s turn 17") {
		t.Errorf("shared counting with two Houses gives 16 turns each, but a turn 17 was shown")
	}
}

func TestPassTheDeviceCover(t *testing.T) {
	const lines = 40
	a, _ := nobles.Play(t, termplay.Config{Seats: 3, Humans: 2, Seed: 3, CoverLines: lines}, termtest.MenuChoice("Give"),
		"1", "Alys", "1", "Bertrand")
	holder := ""  // who the device was last handed to
	decider := "" // who last saw a decision screen
	covers := 0
	for i, e := range a.Log {
		if m := termtest.DeciderLine.FindStringSubmatch(e.Chunk); m != nil {
			who := m[1]
			if who != holder {
				t.Fatalf("exchange %d: %s decides while the device is with %q", i, who, holder)
			}
			decider = who
		}
		m := termtest.CoverPrompt.FindStringSubmatch(e.Prompt)
		if m == nil {
			continue
		}
		covers++
		next := m[1]
		if next == decider {
			t.Errorf("exchange %d: a cover although %s keeps the device", i, next)
		}
		// The cover scrolls the last screen away, and what follows the
		// blank lines (everything shown before Enter) is public.
		blank := strings.Repeat("\n", lines)
		k := strings.LastIndex(e.Chunk, blank)
		if k < 0 {
			t.Fatalf("exchange %d: the cover does not scroll the screen away:\n%q", i, e.Chunk)
		}
		shown := e.Chunk[k:]
		if !strings.Contains(shown, "Pass the device to "+next) {
			t.Errorf("exchange %d: cover does not name %s:\n%s", i, next, shown)
		}
		for _, private := range []string{"Gem", "Crowns", "Vault", "Your Keep"} {
			if strings.Contains(shown, private) {
				t.Errorf("exchange %d: %q is on screen before %s has the device:\n%s", i, private, next, shown)
			}
		}
		// Only after Enter does the next screen, with the private
		// panel, appear.
		if i+1 < len(a.Log) && !strings.Contains(a.Log[i+1].Chunk, "Your Gems given") {
			t.Errorf("exchange %d: the screen after the cover has no private panel:\n%s", i, a.Log[i+1].Chunk)
		}
		holder = next
	}
	if covers < 20 {
		t.Errorf("only %d covers between two people over a year", covers)
	}
}

// TestGemsStayHidden plays a hot-seat year in which both people Give
// whenever they can, and checks that nothing Alys is shown before the
// Gala reveals Bertrand's Gems.
func TestGemsStayHidden(t *testing.T) {
	a, out := nobles.Play(t, termplay.Config{Seats: 2, Humans: 2, Seed: 11}, termtest.MenuChoice("Give"),
		"1", "Alys", "1", "Bertrand")
	gemCount := regexp.MustCompile(`(?i)(\S+\s+)?gems?\s+given:?\s*\d+`)
	owner := ""
	alysSaw := 0
	for i, e := range a.Log {
		if k := strings.Index(e.Chunk, "The Evergreen Gala"); k >= 0 {
			break
		}
		if owner == "Alys" {
			for _, m := range gemCount.FindAllStringSubmatch(e.Chunk, -1) {
				if !strings.EqualFold(strings.TrimSpace(m[1]), "your") && !strings.EqualFold(strings.TrimSpace(m[1]), "(your") {
					t.Fatalf("exchange %d: Alys is shown a Gem count not her own: %q\n%s", i, m[0], e.Chunk)
				}
				alysSaw++
			}
			for _, line := range strings.Split(e.Chunk, "\n") {
				if strings.Contains(line, "Bertrand") && strings.Contains(strings.ToLower(line), "gem") {
					t.Fatalf("exchange %d: Alys sees a line about Bertrand's Gems: %q", i, line)
				}
			}
		}
		if m := termtest.CoverPrompt.FindStringSubmatch(e.Prompt); m != nil {
			owner = m[1]
		}
	}
	if alysSaw == 0 {
		t.Fatal("Alys never saw her own Gems: the check above is empty")
	}
	m := regexp.MustCompile(`Bertrand \(House \w+\)\s+(\d+) Gems? given`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("the Gala does not reveal Bertrand's Gems:\n%s", termtest.Tail(out, 1500))
	}
	if n, _ := strconv.Atoi(m[1]); n == 0 {
		t.Fatalf("Bertrand never gave, so the test proves nothing:\n%s", termtest.Tail(out, 1500))
	}
}

func TestSharedVictory(t *testing.T) {
	// Both people always Wait: nobody scores, and the victory is shared.
	_, out := nobles.Play(t, termplay.Config{Seats: 2, Humans: 2, Seed: 2}, termtest.MenuChoice("Wait"))
	if !strings.Contains(out, "A shared victory!") || !strings.Contains(out, "Paragons of Evergreen together") {
		t.Errorf("no shared victory:\n%s", termtest.Tail(out, 1500))
	}
}

func TestNoRawIDs(t *testing.T) {
	rs := mustRules(t, "").(*noblesgame.Rules).RS
	_, out := nobles.Play(t, termplay.Config{Seats: 4, Humans: 2, Seed: 8}, termtest.MenuChoice("Invest", "Give"))
	var ids []string
	for _, c := range rs.Decks.Proving {
		ids = append(ids, c.ID)
	}
	for _, c := range rs.Decks.Ordeal {
		ids = append(ids, c.ID)
	}
	for _, c := range rs.Decks.Decree {
		ids = append(ids, c.ID)
	}
	for _, it := range rs.Market {
		ids = append(ids, it.ID)
	}
	for _, v := range rs.Virtues {
		ids = append(ids, v.ID)
	}
	for _, id := range ids {
		if strings.Contains(out, id) {
			t.Errorf("the raw id %q is shown to players", id)
		}
	}
	for _, raw := range []string{"give_cost", "close_market", "turn_gain", "(0)", "invest("} {
		if strings.Contains(out, raw) {
			t.Errorf("raw rule-set wording %q is shown to players", raw)
		}
	}
	if !strings.Contains(out, "Invest in the") {
		t.Errorf("nobody was offered the Market")
	}
}

func TestInputClosed(t *testing.T) {
	var out strings.Builder
	err := termplay.Run(cfg(termplay.Config{Seed: 1}), strings.NewReader("3\n"), &out)
	if !errors.Is(err, termplay.ErrInputClosed) {
		t.Fatalf("Run = %v, want termplay.ErrInputClosed", err)
	}
	if err.Error() != "input closed; game abandoned" {
		t.Errorf("message %q", err.Error())
	}
}

func TestQuit(t *testing.T) {
	var out strings.Builder
	// q, change of mind, then q again and confirm.
	err := termplay.Run(cfg(termplay.Config{Seats: 2, Humans: 1, Seed: 1}), strings.NewReader("1\n\nq\nn\nq\ny\n"), &out)
	if !errors.Is(err, termplay.ErrQuit) {
		t.Fatalf("Run = %v, want termplay.ErrQuit", err)
	}
	if !strings.Contains(out.String(), "Carrying on.") || !strings.Contains(out.String(), "-seed 1") {
		t.Errorf("quitting output:\n%s", out.String())
	}
}

func TestBadInputReprompts(t *testing.T) {
	var out strings.Builder
	in := strings.Join([]string{
		"9", "banana", "2", // Houses: out of range, not a number, then 2
		"1", "", // one person, in seat 1
		"9", "1", "42", "", // House 9 does not exist; House 1; a name needs a letter; default name
		"h", "k", "7", "1", // help, keep, out of range, roll
		"q", "y",
	}, "\n") + "\n"
	err := termplay.Run(cfg(termplay.Config{Seed: 4}), strings.NewReader(in), &out)
	if !errors.Is(err, termplay.ErrQuit) {
		t.Fatalf("Run = %v, want termplay.ErrQuit\n%s", err, out.String())
	}
	s := out.String()
	for _, want := range []string{
		"Please type a number from 2 to 8",
		"Please type a number from 1 to 8, or random.",
		"Please use a name with at least one letter.",
		"Journey: roll one die",            // h
		"Your Virtue, ",                    // h names the player's Virtue
		"Please type a number from 1 to 1", // 7 at a one-item menu
		"Crowns: 1,600 · Vault Tokens: 0 · Your Gems given: 0",
	} {
		if !strings.Contains(s, want) {
			t.Errorf("output lacks %q", want)
		}
	}
}

func TestWaitNeedsConfirmation(t *testing.T) {
	// Refuse the first Wait, then choose Wait again and confirm.
	refused := false
	policy := termtest.MenuChoice("Wait")
	a, _ := termtest.New(t, func(chunk, prompt string) string {
		if strings.Contains(prompt, "Wait and keep your Crowns? [y/n]") && !refused {
			refused = true
			return "n"
		}
		return policy(chunk, prompt)
	})
	if err := termplay.Run(cfg(termplay.Config{Seats: 2, Humans: 1, Seed: 6}), a, a.Out); err != nil {
		t.Fatal(err)
	}
	for i, e := range a.Log {
		if e.Answer == "n" {
			next := a.Log[i+1].Chunk
			if !strings.Contains(next, "Duty — choose exactly one") {
				t.Errorf("after refusing Wait the Duty menu is not shown again:\n%s", next)
			}
			return
		}
	}
	t.Fatal("never asked to confirm Wait")
}

func TestConfigChecked(t *testing.T) {
	for _, c := range []termplay.Config{
		{Seats: 1}, {Seats: 9}, {Seats: 2, Humans: 3}, {Humans: -1},
		{Seats: 2, First: 2}, {Bot: "genius"}, {CoverLines: -1},
	} {
		if err := termplay.Run(cfg(c), strings.NewReader(""), new(strings.Builder)); err == nil || errors.Is(err, termplay.ErrInputClosed) {
			t.Errorf("Run(%+v) = %v, want a configuration error", c, err)
		}
	}
}

func TestSameSeedSameGame(t *testing.T) {
	nobles.CheckSameSeed(t, termplay.Config{Seats: 3, Humans: 1, Seed: 77})
}
