package server

import (
	"io"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"evergreen/game"
	"evergreen/games/nobles/noblesgame"
	"evergreen/locale"
	"evergreen/store/memstore"
	"evergreen/table"
)

func TestAgo(t *testing.T) {
	now := time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC)
	words, err := locale.Load()
	if err != nil {
		t.Fatal(err)
	}
	say := func(lang string) func(string, ...any) string {
		return func(key string, pairs ...any) string { return words.T(lang, key, pairs...) }
	}
	for _, tc := range []struct {
		d    time.Duration
		want string
	}{
		{0, "just now"},
		{59 * time.Second, "just now"},
		{time.Minute, "1 minute ago"},
		{59 * time.Minute, "59 minutes ago"},
		{time.Hour, "1 hour ago"},
		{23 * time.Hour, "23 hours ago"},
		{24 * time.Hour, "1 day ago"},
		{29 * 24 * time.Hour, "29 days ago"},
		{45 * 24 * time.Hour, "on 16 October 2026"},
		{-time.Hour, "just now"}, // a clock that moved back
	} {
		if got := ago(now, now.Add(-tc.d), say("en")); got != tc.want {
			t.Errorf("ago(%v) = %q, want %q", tc.d, got, tc.want)
		}
	}
	for _, tc := range []struct {
		lang string
		d    time.Duration
		want string
	}{
		{"de", 3 * time.Hour, "vor 3 Stunden"},
		{"de", 24 * time.Hour, "vor 1 Tag"},
		{"es", time.Minute, "hace 1 minuto"},
		{"zh-Hant", 45 * 24 * time.Hour, "2026年10月16日"},
		{"de", 45 * 24 * time.Hour, "am 16. Oktober 2026"},
	} {
		if got := ago(now, now.Add(-tc.d), say(tc.lang)); got != tc.want {
			t.Errorf("%s: ago(%v) = %q, want %q", tc.lang, tc.d, got, tc.want)
		}
	}
}

// TestHomeRows draws the home page's list for each status and kind of
// seat, without playing a year to its end.
func TestHomeRows(t *testing.T) {
	s, err := New(Config{Games: game.MustList(noblesgame.New()), Store: memstore.New(), Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	seats := []table.HeldSeat{{Name: "Ada", Kind: table.Local, Yours: true}, {Kind: table.Online, Open: true}, {Kind: table.Bot, Bot: "steward"}, {Kind: table.Online}}
	rows := []heldRow{
		{Code: "AAAAAA", Game: "Everdell", Status: table.Lobby, Seats: seats, Age: "2 days ago", Bots: s.botWords("")},
		{Code: "CCCCCC", Status: table.Playing, Seats: seats, Age: "just now"},
		{Code: "DDDDDD", Status: table.Ended, Seats: seats, Age: "on 1 October 2026"},
	}
	w := httptest.NewRecorder()
	s.render(w, httptest.NewRequest("GET", "/", nil), "home.html", page{Held: rows})
	body := w.Body.String()
	for _, want := range []string{
		"Waiting for players</span> · <span class=\"held-age\">set 2 days ago",
		"In play</span> · <span class=\"held-age\">set just now",
		"Finished</span> · <span class=\"held-age\">set on 1 October 2026",
		`data-testid="held-game">Everdell</span> · <span class="held-status">Waiting for players`,
		"Ada (you), an open seat, a Skilled bot, a player</div>",
		`href="/t/DDDDDD/replay"`, `>See the end<`, `href="/t/CCCCCC">Continue<`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("the home page lacks %q", want)
		}
	}
	if strings.Contains(body, `href="/t/CCCCCC/replay"`) {
		t.Error("a table in play offers its replay")
	}
}
