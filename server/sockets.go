package server

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/coder/websocket"
)

// Sockets: what bounds the WebSockets a node holds open. A client (an
// IPv4 address, an IPv6 /64) may hold at most Config.SocketsPerClient
// of them and a token at most Config.SocketsPerToken, on this node: a
// socket is a node's own descriptor and memory, so the caps are the
// node's, not the cluster's. Every socket is pinged (keepAlive): one
// whose client does not answer within Config.PongWait (the first time,
// within Config.WSHandshake of the upgrade) is closed, so that a
// half-open connection, a client gone silent or one stuck halfway
// through a frame frees its descriptor instead of holding it for ever.

// socketCounts counts the open sockets by client and by token.
type socketCounts struct {
	mu       sync.Mutex
	byClient map[string]int
	byToken  map[string]int
}

// errTooManySockets: a client or a token has as many sockets open as a
// node allows.
var errTooManySockets = errors.New("too many sockets")

// open takes a place for a socket of client (and token, if any), or
// says why there is none; close gives it back.
func (s *Server) openSocket(client, token string) (closeSocket func(), err error) {
	c := &s.sockets
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.byClient == nil {
		c.byClient, c.byToken = map[string]int{}, map[string]int{}
	}
	if n := c.byClient[client]; n >= s.cfg.SocketsPerClient {
		return nil, fmt.Errorf("%w: this address has %d feeds open on this server, the most it allows: close some tabs", errTooManySockets, n)
	}
	if n := c.byToken[token]; token != "" && n >= s.cfg.SocketsPerToken {
		return nil, fmt.Errorf("%w: this seat's token has %d feeds open on this server, the most it allows: close some tabs", errTooManySockets, n)
	}
	c.byClient[client]++
	if token != "" {
		c.byToken[token]++
	}
	return func() {
		c.mu.Lock()
		defer c.mu.Unlock()
		if c.byClient[client]--; c.byClient[client] <= 0 {
			delete(c.byClient, client)
		}
		if token != "" {
			if c.byToken[token]--; c.byToken[token] <= 0 {
				delete(c.byToken, token)
			}
		}
	}, nil
}

// keepAlive pings conn until ctx ends: the first ping at once, to be
// answered within the handshake deadline, then one every PingEvery, to
// be answered within PongWait. A ping unanswered in time calls lost
// (which closes the socket). The reader (conn.Read) must be running:
// it is what reads the pong.
func (s *Server) keepAlive(ctx context.Context, conn *websocket.Conn, lost func()) {
	wait := s.cfg.WSHandshake
	for {
		pctx, cancel := context.WithTimeout(ctx, wait)
		err := conn.Ping(pctx)
		cancel()
		if err != nil {
			if ctx.Err() == nil {
				lost()
			}
			return
		}
		wait = s.cfg.PongWait
		t := time.NewTimer(s.cfg.PingEvery)
		select {
		case <-ctx.Done():
			t.Stop()
			return
		case <-t.C:
		}
	}
}
