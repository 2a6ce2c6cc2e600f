package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/locale"
	"evergreen/ruleset"
	"evergreen/store"
	"evergreen/table"
	"evergreen/web/gameweb"
)

// The API's error object, JSON answers and strict body reading are
// gameweb's, shared with every game's pages so all answer alike.
type apiError = gameweb.Error

func writeJSON(w http.ResponseWriter, status int, v any) { gameweb.WriteJSON(w, status, v) }

// fail writes err as the API's error object with the right status.
func (s *Server) fail(w http.ResponseWriter, err error) {
	status, e := classify(err)
	if status >= 500 {
		s.log.Error("api", "err", err)
	}
	writeJSON(w, status, map[string]apiError{"error": e})
}

func classify(err error) (int, apiError) {
	var ps ruleset.Problems
	var me *engine.MoveError
	var de *ruleset.DocError
	msg := err.Error()
	switch {
	case errors.As(err, &de):
		return http.StatusBadRequest, apiError{Code: "bad_request", Message: "the rules: " + de.Error()}
	case errors.As(err, &ps):
		return http.StatusUnprocessableEntity, apiError{Code: "invalid_rules", Message: "the rule set has problems", Problems: ps}
	case errors.As(err, &me):
		status := http.StatusUnprocessableEntity
		switch me.Code() {
		case "not_your_turn", "game_over":
			status = http.StatusConflict
		case "bad_move", "unknown_seat":
			status = http.StatusBadRequest
		}
		return status, apiError{Code: me.Code(), Message: me.Message}
	case errors.Is(err, engine.ErrBadMove):
		return http.StatusBadRequest, apiError{Code: "bad_move", Message: strings.TrimPrefix(msg, "engine: ")}
	case errors.Is(err, table.ErrNotFound):
		return http.StatusNotFound, apiError{Code: "not_found", Message: "no table has that code"}
	case errors.Is(err, table.ErrForbidden):
		return http.StatusForbidden, apiError{Code: "forbidden", Message: strings.TrimPrefix(msg, "table: ")}
	case errors.Is(err, table.ErrStale):
		return http.StatusConflict, apiError{Code: "stale", Message: strings.TrimPrefix(msg, "table: ")}
	case errors.Is(err, table.ErrNoUndo):
		return http.StatusConflict, apiError{Code: "no_undo", Message: strings.TrimPrefix(msg, "table: ")}
	case errors.Is(err, table.ErrNotStarted):
		return http.StatusConflict, apiError{Code: "not_started", Message: "the game has not begun"}
	case errors.Is(err, table.ErrStarted):
		return http.StatusConflict, apiError{Code: "started", Message: "the game has already begun"}
	case errors.Is(err, table.ErrEnded):
		return http.StatusConflict, apiError{Code: "game_over", Message: "the game is over"}
	case errors.Is(err, table.ErrTooFast):
		return http.StatusTooManyRequests, apiError{Code: "too_fast", Message: strings.TrimPrefix(msg, "table: talking too fast: ")}
	case errors.Is(err, table.ErrBadRequest), errors.Is(err, errBadRequest):
		return http.StatusBadRequest, apiError{Code: "bad_request", Message: strings.TrimPrefix(strings.TrimPrefix(msg, "table: bad request: "), "bad request: ")}
	case errors.Is(err, errRateLimited):
		return http.StatusTooManyRequests, apiError{Code: "rate_limited", Message: "too many room codes tried from your address or network: wait a few seconds"}
	case errors.Is(err, errTooManyTables):
		return http.StatusTooManyRequests, apiError{Code: "rate_limited", Message: strings.TrimPrefix(msg, "too many tables: ")}
	case errors.Is(err, errTooManySockets):
		return http.StatusTooManyRequests, apiError{Code: "too_many_sockets", Message: strings.TrimPrefix(msg, "too many sockets: ")}
	case errors.Is(err, table.ErrTooManySpectators):
		return http.StatusTooManyRequests, apiError{Code: "too_many_spectators", Message: strings.TrimPrefix(msg, "table: too many spectators: ") + ": try again later"}
	case errors.Is(err, table.ErrStorage):
		return http.StatusServiceUnavailable, apiError{Code: "storage", Message: "the table's storage is not answering; your move was not made: try again in a few seconds"}
	case errors.Is(err, store.ErrUnanswered):
		return http.StatusServiceUnavailable, apiError{Code: "storage", Message: "the table's storage did not answer in time; your move may or may not have been made: reload the table to see"}
	case errors.Is(err, table.ErrClosed):
		return http.StatusServiceUnavailable, apiError{Code: "unavailable", Message: "the server is shutting down"}
	case errors.Is(err, context.Canceled):
		return http.StatusServiceUnavailable, apiError{Code: "cancelled", Message: "the request was cancelled before it was done"}
	case errors.Is(err, context.DeadlineExceeded):
		return http.StatusServiceUnavailable, apiError{Code: "storage", Message: "the server's storage did not answer in time: try again in a few seconds"}
	}
	return http.StatusInternalServerError, apiError{Code: "internal", Message: "something went wrong on the server"}
}

var (
	errBadRequest  = gameweb.ErrBadRequest
	errRateLimited = errors.New("too many attempts")
	// errTooManyTables: the client has set Config.TablesPerHour tables
	// in the last hour.
	errTooManyTables = errors.New("too many tables")
)

// allowCreate checks the client's budget of new tables, on this server
// and across every server on the store (tableQuota), and spends it only
// when create (which makes the table) succeeds.
func (s *Server) allowCreate(r *http.Request, create func() error) error {
	key := clientKey(s.clientAddr(r))
	var release func()
	ok := !s.creates.blocked(key)
	if ok {
		release, ok = s.tableQuota().reserve(r.Context(), key)
	}
	if !ok {
		return fmt.Errorf("%w: this address has set %d tables in the last hour, the most an hour allows: wait a while, or play on at a table already set", errTooManyTables, s.cfg.TablesPerHour)
	}
	if err := create(); err != nil {
		release()
		return err
	}
	s.creates.spend(key)
	return nil
}

func decode(r *http.Request, v any) error { return gameweb.Decode(r, v) }

func jsonProblem(err error) string { return gameweb.JSONProblem(err) }

// createRequest is the body of POST /api/tables. Each seat is read on
// its own (seats), so that a problem names the seat.
type createRequest struct {
	Game       string            `json:"game"`
	Rules      json.RawMessage   `json:"rules"`
	RulesCode  string            `json:"rules_code"`
	Seed       uint64            `json:"seed"`
	FirstSeat  json.RawMessage   `json:"first_seat"`
	Seats      []json.RawMessage `json:"seats"`
	BotDelayMs *int              `json:"bot_delay_ms"`
	// Clock is the turn clock: {"kind":"none"|"relaxed"|"live"} with
	// optional "seconds", "bot" and "misses".
	Clock *table.ClockConfig `json:"clock"`
}

// seats reads the seats of a create request strictly:
// {"kind","name","bot","setup"}, where setup is the game's own object,
// passed through.
func (req createRequest) seats() ([]table.SeatConfig, error) {
	out := make([]table.SeatConfig, len(req.Seats))
	for i, raw := range req.Seats {
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&out[i]); err != nil {
			msg := jsonProblem(err)
			if strings.HasPrefix(msg, "unknown field") {
				msg += ` (a seat has "kind", "name", "bot" and "setup"; the game's own choices for the seat go in "setup")`
			}
			msg = strings.Replace(msg, "the JSON must be", "a seat must be", 1)
			return nil, fmt.Errorf("%w: seat %d: %s (seats[%d])", errBadRequest, i, msg, i)
		}
		if s := bytes.TrimSpace(out[i].Setup); len(s) > 0 && s[0] != '{' && string(s) != "null" {
			return nil, fmt.Errorf("%w: seat %d: its set-up must be an object, not %s (seats[%d].setup)", errBadRequest, i, s, i)
		}
	}
	return out, nil
}

type createResponse struct {
	Code  string     `json:"code"`
	URL   string     `json:"url"`
	Token string     `json:"token"`
	Table table.Info `json:"table"`
}

func (s *Server) apiCreate(w http.ResponseWriter, r *http.Request) {
	var req createRequest
	if err := decode(r, &req); err != nil {
		s.fail(w, err)
		return
	}
	seats, err := req.seats()
	if err != nil {
		s.fail(w, err)
		return
	}
	cfg := table.Config{Game: req.Game, Seed: req.Seed, Seats: seats, BotDelayMs: *s.cfg.BotDelayMs, Lang: locale.Negotiate(r)}
	if req.BotDelayMs != nil {
		cfg.BotDelayMs = *req.BotDelayMs
	}
	if req.Clock != nil {
		cfg.Clock = *req.Clock
	}
	if len(req.Rules) > 0 && string(req.Rules) != "null" {
		cfg.RulesPatch = req.Rules
	}
	if req.RulesCode != "" {
		doc, err := s.cfg.Store.Rules(r.Context(), req.RulesCode)
		if err != nil {
			s.fail(w, fmt.Errorf("%w: rules_code: no saved rule set has code %q", errBadRequest, req.RulesCode))
			return
		}
		cfg.RulesDoc = doc
	}
	switch fs := strings.TrimSpace(string(req.FirstSeat)); fs {
	case "", "null", `"youngest"`:
	case `"random"`:
		cfg.RandomFirst = true
	default:
		n, err := strconv.Atoi(fs)
		if err != nil {
			s.fail(w, fmt.Errorf("%w: first_seat: must be a seat number, \"random\" or \"youngest\", got %s", errBadRequest, fs))
			return
		}
		cfg.FirstSeat = n
	}
	var t *table.Table
	var token string
	if err := s.allowCreate(r, func() (err error) {
		t, token, err = s.tables.Create(r.Context(), cfg)
		return err
	}); err != nil {
		s.fail(w, s.wordRules(r, req.Game, err))
		return
	}
	info, err := t.Info(r.Context(), token)
	if err != nil {
		s.fail(w, err)
		return
	}
	s.setToken(w, r, t.Code(), token)
	writeJSON(w, http.StatusCreated, createResponse{Code: t.Code(), URL: "/t/" + t.Code(), Token: token, Table: info})
}

// table finds the table named in the path, answering 404 the same way
// whether the code is malformed or simply unused (see lookup).
func (s *Server) table(w http.ResponseWriter, r *http.Request) (*table.Table, string, bool) {
	t, token, err := s.lookup(r, r.PathValue("code"))
	if err != nil {
		s.fail(w, err)
		return nil, "", false
	}
	return t, token, true
}

// lookup finds the table a room code names, with the caller's token for
// it, under the guessing limits (guessLimits): a code that is malformed
// or names no table spends one of the caller's failed lookups. Once the
// caller's address, network or the whole server has none left, only a
// caller whose token opens the table gets through (a player behind the
// same address as a guesser keeps playing); everyone else gets
// errRateLimited whether the code exists or not, so that guessing gains
// nothing.
func (s *Server) lookup(r *http.Request, raw string) (*table.Table, string, error) {
	ctx, addr := r.Context(), s.clientAddr(r)
	code, ok := table.NormalizeCode(raw)
	token := ""
	if ok {
		token = tokenFor(r, code)
	}
	if s.guesses.blocked(addr) {
		if token == "" {
			return nil, "", errRateLimited
		}
		t, err := s.tables.Get(ctx, code)
		switch {
		case errors.Is(err, table.ErrNotFound):
			return nil, "", errRateLimited
		case err != nil:
			return nil, "", err
		}
		info, err := t.Info(ctx, token)
		if err != nil {
			return nil, "", err
		}
		if !info.Host && len(info.You) == 0 {
			return nil, "", errRateLimited
		}
		return t, token, nil
	}
	if !ok {
		s.guesses.spend(addr)
		return nil, "", table.ErrNotFound
	}
	t, err := s.tables.Get(ctx, code)
	if errors.Is(err, table.ErrNotFound) {
		s.guesses.spend(addr)
	}
	if err != nil {
		return nil, "", err
	}
	return t, token, nil
}

func (s *Server) apiTable(w http.ResponseWriter, r *http.Request) {
	t, token, ok := s.table(w, r)
	if !ok {
		return
	}
	info, err := t.Info(r.Context(), token)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, info)
}

func (s *Server) apiClaim(w http.ResponseWriter, r *http.Request) {
	t, token, ok := s.table(w, r)
	if !ok {
		return
	}
	var req struct {
		Seat *int   `json:"seat"`
		Name string `json:"name"`
	}
	if !s.decodeSeated(w, r, &req, &req.Seat) {
		return
	}
	// Control and text-direction characters are stripped, and blank or
	// overlong names refused (table.CheckName), before a guess is spent.
	name, err := table.CheckName(req.Name)
	if err != nil {
		s.fail(w, err)
		return
	}
	s.guesses.spend(s.clientAddr(r))
	tok, err := t.Claim(r.Context(), token, *req.Seat, name)
	if err != nil {
		s.fail(w, err)
		return
	}
	s.setToken(w, r, t.Code(), tok)
	writeJSON(w, http.StatusOK, map[string]any{"seat": *req.Seat, "token": tok})
}

func (s *Server) apiBots(w http.ResponseWriter, r *http.Request) {
	t, token, ok := s.table(w, r)
	if !ok {
		return
	}
	var req struct {
		Seat *int   `json:"seat"`
		All  bool   `json:"all"`
		Bot  string `json:"bot"`
	}
	if err := decode(r, &req); err != nil {
		s.fail(w, err)
		return
	}
	seat := -1
	if !req.All {
		if req.Seat == nil {
			s.fail(w, fmt.Errorf("%w: give \"seat\" or \"all\": true", errBadRequest))
			return
		}
		seat = *req.Seat
	}
	if req.Bot == "" {
		req.Bot = "random"
	}
	if err := t.FillBots(r.Context(), token, seat, req.Bot); err != nil {
		s.fail(w, err)
		return
	}
	s.apiTable(w, r)
}

func (s *Server) apiStart(w http.ResponseWriter, r *http.Request) {
	s.tableAction(w, r, func(t *table.Table, token string) error { return t.Start(r.Context(), token) })
}

func (s *Server) apiRematch(w http.ResponseWriter, r *http.Request) {
	t, token, ok := s.table(w, r)
	if !ok {
		return
	}
	var code string
	if err := s.allowCreate(r, func() (err error) {
		code, err = t.Rematch(r.Context(), token)
		return err
	}); err != nil {
		s.fail(w, err)
		return
	}
	nt, err := s.tables.Get(r.Context(), code)
	if err != nil {
		s.fail(w, err)
		return
	}
	info, err := nt.Info(r.Context(), token)
	if err != nil {
		s.fail(w, err)
		return
	}
	s.setToken(w, r, code, token)
	writeJSON(w, http.StatusCreated, createResponse{Code: code, URL: "/t/" + code, Token: token, Table: info})
}

func (s *Server) apiView(w http.ResponseWriter, r *http.Request) {
	t, token, ok := s.table(w, r)
	if !ok {
		return
	}
	seat, after := -1, int64(0)
	if v := r.URL.Query().Get("seat"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			s.fail(w, fmt.Errorf("%w: the seat must be a seat number (seat)", errBadRequest))
			return
		}
		seat = n
	}
	if v := r.URL.Query().Get("after"); v != "" {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n < 0 {
			s.fail(w, fmt.Errorf("%w: where to start must be a sequence number, 0 or more (after)", errBadRequest))
			return
		}
		after = n
	}
	up, err := t.View(r.Context(), token, seat, after, s.lang(r))
	if err != nil {
		s.fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, up)
}

// moveRequest is a move with its seat and the sequence number it was made
// against: {"seat":0,"move":"choose","option":1,"seq":17}.
type moveRequest struct {
	Seat *int   `json:"seat"`
	Seq  *int64 `json:"seq"`
	engine.Wire
}

func (m moveRequest) parse() (int, engine.Move, int64, error) {
	if m.Seat == nil {
		return 0, engine.Move{}, 0, fmt.Errorf("%w: the move does not say which seat makes it (seat)", errBadRequest)
	}
	if m.Seq == nil {
		return 0, engine.Move{}, 0, fmt.Errorf("%w: the move does not say which update it answers: send the sequence number you last saw (seq)", errBadRequest)
	}
	if m.Move == "" {
		return 0, engine.Move{}, 0, fmt.Errorf("%w: the move has no name (move)", errBadRequest)
	}
	mv, err := m.Wire.Parse()
	if err != nil {
		return 0, engine.Move{}, 0, fmt.Errorf("%w: the move: %v", errBadRequest, err)
	}
	return *m.Seat, mv, *m.Seq, nil
}

func (s *Server) apiMove(w http.ResponseWriter, r *http.Request) {
	t, token, ok := s.table(w, r)
	if !ok {
		return
	}
	var req moveRequest
	if err := decode(r, &req); err != nil {
		s.fail(w, err)
		return
	}
	seat, m, seq, err := req.parse()
	if err != nil {
		s.fail(w, err)
		return
	}
	next, err := t.Move(r.Context(), token, seat, m, seq)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]int64{"seq": next})
}

// apiReplay returns the omniscient view of a finished game after move
// ?step=k, and the whole log up to it.
func (s *Server) apiReplay(w http.ResponseWriter, r *http.Request) {
	t, _, ok := s.table(w, r)
	if !ok {
		return
	}
	doc, rec, moves, err := t.Replay(r.Context())
	if err != nil {
		s.fail(w, err)
		return
	}
	step := len(moves)
	if v := r.URL.Query().Get("step"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > len(moves) {
			s.fail(w, fmt.Errorf("%w: the step must be 0 to %d (step)", errBadRequest, len(moves)))
			return
		}
		step = n
	}
	st, log, err := s.tables.StateAt(doc, rec, moves, step, s.lang(r))
	if err != nil {
		s.fail(w, err)
		return
	}
	type movedTo struct {
		Seq  int64       `json:"seq"`
		Seat int         `json:"seat"`
		Move engine.Move `json:"move"`
		// Undo: the entry takes back the latest move (Seat's) instead.
		Undo bool `json:"undo,omitempty"`
		// Notice: the entry is a notice (who sits where), no move.
		Notice bool `json:"notice,omitempty"`
	}
	var list []movedTo
	for _, m := range moves {
		if table.IsNotice(m.Move) {
			list = append(list, movedTo{Seq: m.Seq, Seat: m.Seat, Notice: true})
			continue
		}
		if table.IsUndo(m.Move) {
			list = append(list, movedTo{Seq: m.Seq, Seat: m.Seat, Undo: true})
			continue
		}
		var mv engine.Move
		_ = json.Unmarshal(m.Move, &mv)
		list = append(list, movedTo{Seq: m.Seq, Seat: m.Seat, Move: mv})
	}
	// The game is over, so what it kept secret until the end may be
	// shown: the replay adds what the game reveals (engine.Revealer) to
	// the spectator view of the position after step moves. Deck order and
	// the generator stay out.
	//
	// The deal is revealed with it (seed, salt and the commitment made
	// when the table was set), and what else a verifier needs to deal
	// the game again from the seed: the game, rules, first seat and the
	// seats' set-up (docs/API.md, "The fair deal").
	type seatSetup struct {
		Name  string          `json:"name"`
		Setup json.RawMessage `json:"setup,omitempty"`
	}
	seats := make([]seatSetup, len(rec.Seats))
	for i, st := range rec.Seats {
		seats[i] = seatSetup{Name: st.Name, Setup: st.Setup}
	}
	chat, err := t.ChatLog(r.Context())
	if err != nil {
		s.fail(w, err)
		return
	}
	out := map[string]any{
		"step": step, "steps": len(moves), "moves": list, "log": log,
		"view": st.View(engine.Spectator), "chat": chat,
		"deal": table.DealOf(rec), "game": rec.Game, "rules_code": rec.RulesCode,
		"first_seat": rec.FirstSeat, "seats": seats,
	}
	if rv, ok := st.(engine.Revealer); ok {
		out["revealed"] = rv.Reveal()
	}
	// A game that scores by season says what each season's scoring saw,
	// up to this step (game.SeasonRecorder).
	if sr, ok := st.(game.SeasonRecorder); ok {
		out["seasons"] = sr.Seasons()
	}
	// At the last step the replay names the winners and scores, as the
	// table's last update did: a renderer draws its final count from it.
	if o := st.Outcome(); o.Ended {
		out["outcome"] = o
	}
	writeJSON(w, http.StatusOK, out)
}
