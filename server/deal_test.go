package server_test

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"testing"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/games/nobles/noblesgame"
	"evergreen/table"
)

// TestChosenSeedRefusedAtOnlineTables: a client may not choose the seed
// of a table where anyone plays from another device; a table of local
// seats and bots may, and its page says so.
func TestChosenSeedRefusedAtOnlineTables(t *testing.T) {
	ts := newServer(t)
	c := &client{t: t, base: ts.URL}
	status, out, raw := c.do("POST", "/api/tables", `{"seed":12345,"seats":[{"kind":"local"},{"kind":"online"}]}`)
	if status != 400 || errCode(out) != "bad_request" || !strings.Contains(string(raw), "seed") {
		t.Fatalf("chosen seed at an online table: %d %s", status, raw)
	}
	status, out, raw = c.do("POST", "/api/tables", `{"seed":12345,"seats":[{"kind":"local"},{"kind":"bot","bot":"random"}]}`)
	if status != 201 {
		t.Fatalf("chosen seed at a hot-seat table: %d %s", status, raw)
	}
	deal := out["table"].(map[string]any)["deal"].(map[string]any)
	if deal["chosen"] != true || deal["seed"] != nil {
		t.Fatalf("hot-seat deal: %v", deal)
	}
	_, _, page := c.do("GET", "/t/"+out["code"].(string), "")
	if !bytes.Contains(page, []byte(`data-testid="chosen-seed"`)) {
		t.Fatal("the table page of a chosen seed does not say so")
	}
	_, out, _ = c.do("POST", "/api/tables", `{"seats":[{"kind":"local"},{"kind":"online"}]}`)
	_, _, page = c.do("GET", "/t/"+out["code"].(string), "")
	if bytes.Contains(page, []byte(`data-testid="chosen-seed"`)) {
		t.Fatal("a table dealt by the server says its seed was chosen")
	}
}

// checkDeal checks the fair deal of a finished table from what its
// clients received (payloads, in any order): the replay reveals seed and
// salt, they match the commitment every earlier payload carried, no
// payload before the end holds the seed or salt in any form, and dealing
// the game again from the seed and replaying the logged moves reaches
// the same end.
func checkDeal(t *testing.T, ts *httptest.Server, code string, payloads [][]byte) {
	t.Helper()
	c := &client{t: t, base: ts.URL}
	status, _, raw := c.do("GET", "/api/tables/"+code+"/replay", "")
	if status != 200 {
		t.Fatalf("replay: %d %s", status, raw)
	}
	var rep struct {
		Deal      table.Deal `json:"deal"`
		Game      string     `json:"game"`
		RulesCode string     `json:"rules_code"`
		FirstSeat int        `json:"first_seat"`
		Seats     []game.Seat
		Moves     []struct {
			Seat int         `json:"seat"`
			Move engine.Move `json:"move"`
		} `json:"moves"`
		View    json.RawMessage `json:"view"`
		Outcome *engine.Outcome `json:"outcome"`
	}
	if err := json.Unmarshal(raw, &rep); err != nil {
		t.Fatal(err)
	}
	seed, err := strconv.ParseUint(rep.Deal.Seed, 10, 64)
	if err != nil {
		t.Fatalf("the replay does not reveal the seed: %+v", rep.Deal)
	}
	salt, _ := hex.DecodeString(rep.Deal.Salt)
	sum, _ := hex.DecodeString(rep.Deal.Commitment)
	if rep.Deal.Chosen || !table.VerifyDeal(code, seed, salt, sum) {
		t.Fatalf("the revealed deal does not match its commitment: %+v", rep.Deal)
	}

	// The replay page shows the deal for anyone to check.
	if _, _, page := c.do("GET", "/t/"+code+"/replay", ""); !bytes.Contains(page, []byte(rep.Deal.Seed)) || !bytes.Contains(page, []byte(rep.Deal.Commitment)) {
		t.Fatal("the replay page does not show the revealed deal")
	}

	// Every payload carried the same commitment; none before the end
	// held the seed or the salt, in decimal, hex or base64 forms.
	forms := []string{rep.Deal.Seed, strconv.FormatUint(seed, 16), rep.Deal.Salt, strings.ToUpper(rep.Deal.Salt)}
	ended := 0
	for _, p := range payloads {
		var up struct {
			Type   string     `json:"type"`
			Status string     `json:"status"`
			Deal   table.Deal `json:"deal"`
			Table  *struct {
				Status string     `json:"status"`
				Deal   table.Deal `json:"deal"`
			} `json:"table"`
		}
		_ = json.Unmarshal(p, &up)
		st, d := up.Status, up.Deal
		if up.Table != nil {
			st, d = up.Table.Status, up.Table.Deal
		}
		if d.Commitment != "" && d.Commitment != rep.Deal.Commitment {
			t.Fatalf("a payload carried another commitment: %s", d.Commitment)
		}
		if st == table.Ended {
			ended++
			if d.Seed != rep.Deal.Seed {
				t.Fatalf("a payload after the end shows seed %q, the replay %q", d.Seed, rep.Deal.Seed)
			}
			continue
		}
		for _, f := range forms {
			if bytes.Contains(p, []byte(f)) {
				i := bytes.Index(p, []byte(f))
				t.Fatalf("a payload before the end holds the seed or salt %s: …%s…", f, p[max(0, i-200):min(len(p), i+50)])
			}
		}
	}
	if ended == 0 {
		t.Fatal("no payload showed the end of the game")
	}

	// Deal again from the seed and replay the moves: the same end.
	g := noblesgame.New()
	status, _, doc := c.do("GET", "/api/rules/"+rep.RulesCode, "")
	if status != 200 || rep.Game != g.Name() {
		t.Fatalf("rules %s of game %s: %d", rep.RulesCode, rep.Game, status)
	}
	rules, err := g.Document(doc)
	if err != nil {
		t.Fatal(err)
	}
	start, err := rules.Start(game.Setup{Seed: seed, Seats: rep.Seats, First: rep.FirstSeat})
	if err != nil {
		t.Fatal(err)
	}
	moves := make([]engine.SeatedMove, len(rep.Moves))
	for i, m := range rep.Moves {
		moves[i] = engine.SeatedMove{Seat: engine.Seat(m.Seat), Move: m.Move}
	}
	end, _, err := engine.Replay(start, moves)
	if err != nil {
		t.Fatalf("the logged moves do not replay from the revealed seed: %v", err)
	}
	if !end.Outcome().Ended {
		t.Fatal("the replay from the revealed seed does not end")
	}
	mine, _ := json.Marshal(end.View(engine.Spectator))
	var a, b any
	_ = json.Unmarshal(mine, &a)
	_ = json.Unmarshal(rep.View, &b)
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	if !bytes.Equal(ja, jb) {
		t.Fatalf("dealing again from the seed reaches another end:\n%s\n%s", ja, jb)
	}
	// The replay's last step names the outcome (its final count's
	// winners); its first does not.
	if rep.Outcome == nil || !rep.Outcome.Ended || !slices.Equal(rep.Outcome.Winners, end.Outcome().Winners) {
		t.Fatalf("the replay's end names outcome %+v, want %+v", rep.Outcome, end.Outcome())
	}
	if _, first, _ := c.do("GET", "/api/tables/"+code+"/replay?step=0", ""); first["outcome"] != nil {
		t.Fatalf("the replay's first step names an outcome: %v", first["outcome"])
	}
}
