package server

import (
	"net"
	"net/http"
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// joinLimiter rate-limits join attempts per client address: looking up a
// room code that does not exist and claiming seats. Guessing codes is the
// attack it slows; players who type the right code are never held up by
// it.
type joinLimiter struct {
	mu      sync.Mutex
	every   rate.Limit
	burst   int
	clients map[string]*limitedClient
	maxSize int
}

type limitedClient struct {
	lim  *rate.Limiter
	seen time.Time
}

func newJoinLimiter(perSecond float64, burst int) *joinLimiter {
	return &joinLimiter{every: rate.Limit(perSecond), burst: burst, clients: map[string]*limitedClient{}, maxSize: 100_000}
}

// clientAddr is the address a request comes from. X-Forwarded-For is not
// trusted: put the server behind a proxy that rewrites RemoteAddr if
// needed.
func clientAddr(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

func (l *joinLimiter) get(addr string) *rate.Limiter {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := time.Now()
	c, ok := l.clients[addr]
	if !ok {
		if len(l.clients) >= l.maxSize {
			l.evict(now)
		}
		c = &limitedClient{lim: rate.NewLimiter(l.every, l.burst)}
		l.clients[addr] = c
	}
	c.seen = now
	return c.lim
}

// evict forgets clients idle long enough for their bucket to be full
// again, keeping the map bounded.
func (l *joinLimiter) evict(now time.Time) {
	idle := time.Duration(float64(l.burst)/float64(l.every)) * time.Second
	for a, c := range l.clients {
		if now.Sub(c.seen) > idle {
			delete(l.clients, a)
		}
	}
	if len(l.clients) >= l.maxSize { // still full: forget everyone
		clear(l.clients)
	}
}

// blocked reports whether addr has no attempts left, without spending one.
func (l *joinLimiter) blocked(addr string) bool { return l.get(addr).Tokens() < 1 }

// spend records one attempt by addr.
func (l *joinLimiter) spend(addr string) { l.get(addr).Allow() }
