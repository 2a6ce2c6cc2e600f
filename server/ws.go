package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"evergreen/table"

	"github.com/coder/websocket"
)

// wsReadLimit bounds a client's frames.
const wsReadLimit = 16 << 10

// wsWriteTimeout is how long one update may take to reach a client before
// the connection is given up.
const wsWriteTimeout = 10 * time.Second

// wsFrame is what a client sends.
type wsFrame struct {
	Type string `json:"type"` // "move" | "undo" | "seat" | "chat" | "ping"
	moveRequest
	// A chat line's kind and text ("chat"; its seat is Seat).
	Kind string `json:"kind,omitempty"`
	Text string `json:"text,omitempty"`
}

func (s *Server) apiWS(w http.ResponseWriter, r *http.Request) {
	t, token, ok := s.table(w, r)
	if !ok {
		return
	}
	seat := -1
	if v := r.URL.Query().Get("seat"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			s.fail(w, errBadRequest)
			return
		}
		seat = n
	}
	if err := s.originRefusal(r); err != nil {
		writeJSON(w, err.status, map[string]apiError{"error": {Code: err.code, Message: err.msg}})
		return
	}
	if s.drain.draining.Load() {
		s.fail(w, table.ErrClosed) // 503: the client retries, reaching another node
		return
	}
	closeSocket, err := s.openSocket(clientKey(s.clientAddr(r)), token)
	if err != nil {
		s.fail(w, err)
		return
	}
	defer closeSocket()
	sub, err := t.Subscribe(r.Context(), token, seat, s.lang(r))
	if err != nil {
		s.fail(w, err)
		return
	}
	conn, err := websocket.Accept(w, r, &websocket.AcceptOptions{OriginPatterns: s.cfg.Origins})
	if err != nil {
		t.Unsubscribe(sub)
		return // Accept has answered the request
	}
	conn.SetReadLimit(wsReadLimit)
	s.drain.clients.Add(1)
	defer s.drain.clients.Add(-1)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	defer t.Unsubscribe(sub)
	go s.keepAlive(ctx, conn, func() {
		cancel()
		conn.CloseNow()
	})

	// Writer: the table's updates, in order, and the replies.
	replies := make(chan any, 4)
	go s.writeFeed(ctx, cancel, conn, sub, replies)

	for {
		_, data, err := conn.Read(ctx)
		if err != nil {
			if websocket.CloseStatus(err) == websocket.StatusMessageTooBig {
				s.log.Warn("ws: frame too large", "table", t.Code())
			}
			return
		}
		f, err := parseFrame(data)
		if err != nil {
			s.reply(replies, err)
			continue
		}
		switch f.Type {
		case "move":
			seat, m, seq, _ := f.parse()
			if _, err := t.Move(ctx, token, seat, m, seq); err != nil {
				s.reply(replies, err)
			}
		case "undo":
			if _, err := t.Undo(ctx, token, *f.Seat, *f.Seq); err != nil {
				s.reply(replies, err)
			}
		case "seat":
			if err := t.SwitchSeat(ctx, sub, *f.Seat); err != nil {
				s.reply(replies, err)
			}
		case "chat":
			if _, err := t.Say(ctx, token, *f.Seat, f.Kind, f.Text); err != nil {
				s.reply(replies, err)
			}
		case "ping":
			select {
			case replies <- map[string]string{"type": "pong"}:
			default:
			}
		}
	}
}

// writeFeed writes the table's updates and the replies to conn, in
// order, until ctx ends; it cancels ctx when it stops. A closed feed
// means the table dropped the subscriber for falling behind: close so
// the client reconnects.
func (s *Server) writeFeed(ctx context.Context, cancel context.CancelFunc, conn *websocket.Conn, sub *table.Sub, replies <-chan any) {
	defer cancel()
	for {
		var msg any
		select {
		case up, ok := <-sub.C:
			if !ok {
				conn.Close(websocket.StatusTryAgainLater, "fell behind; reconnect")
				return
			}
			msg = up
		case msg = <-replies:
		case <-s.drain.drained:
			conn.Close(CloseReconnect, "this server is stopping: reconnect")
			return
		case <-ctx.Done():
			return
		}
		wctx, wcancel := context.WithTimeout(ctx, wsWriteTimeout)
		err := writeWS(wctx, conn, msg)
		wcancel()
		if err != nil {
			return
		}
	}
}

// parseFrame decodes and checks one client frame: strict JSON, a known
// type, and the fields that type needs.
func parseFrame(data []byte) (wsFrame, error) {
	var f wsFrame
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return f, fmt.Errorf("%w: %s", errBadRequest, jsonProblem(err))
	}
	if dec.More() {
		return f, fmt.Errorf("%w: unexpected data after the frame", errBadRequest)
	}
	switch f.Type {
	case "move":
		if _, _, _, err := f.parse(); err != nil {
			return f, err
		}
	case "undo":
		if err := (undoRequest{Seat: f.Seat, Seq: f.Seq}).check(); err != nil {
			return f, err
		}
	case "seat":
		if f.Seat == nil {
			return f, fmt.Errorf("%w: the message does not say which seat (seat)", errBadRequest)
		}
	case "chat":
		if err := (chatRequest{Seat: f.Seat, Kind: f.Kind, Text: f.Text}).check(); err != nil {
			return f, err
		}
	case "ping":
	default:
		return f, fmt.Errorf("%w: a message must be a \"move\", \"undo\", \"seat\", \"chat\" or \"ping\", not %q (type)", errBadRequest, f.Type)
	}
	return f, nil
}

// reply queues an error for the client without ever blocking the reader.
func (s *Server) reply(replies chan<- any, err error) {
	_, e := classify(err)
	select {
	case replies <- map[string]any{"type": "error", "error": e}:
	default:
	}
}

func writeWS(ctx context.Context, conn *websocket.Conn, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return conn.Write(ctx, websocket.MessageText, b)
}
