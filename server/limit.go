package server

import (
	"net"
	"net/http"
	"net/netip"
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// keyedLimiter is a token bucket per key (a client address, a network
// prefix), holding at most maxSize keys.
type keyedLimiter struct {
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

func newKeyedLimiter(perSecond float64, burst int) *keyedLimiter {
	return &keyedLimiter{every: rate.Limit(perSecond), burst: burst, clients: map[string]*limitedClient{}, maxSize: 100_000}
}

func (l *keyedLimiter) get(key string) *rate.Limiter {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := time.Now()
	c, ok := l.clients[key]
	if !ok {
		if len(l.clients) >= l.maxSize {
			l.evict(now)
		}
		c = &limitedClient{lim: rate.NewLimiter(l.every, l.burst)}
		l.clients[key] = c
	}
	c.seen = now
	return c.lim
}

// evict forgets clients idle long enough for their bucket to be full
// again, keeping the map bounded.
func (l *keyedLimiter) evict(now time.Time) {
	idle := time.Duration(float64(l.burst) / float64(l.every) * float64(time.Second))
	for a, c := range l.clients {
		if now.Sub(c.seen) > idle {
			delete(l.clients, a)
		}
	}
	if len(l.clients) >= l.maxSize { // still full: forget everyone
		clear(l.clients)
	}
}

// blocked reports whether key has nothing left, without spending.
func (l *keyedLimiter) blocked(key string) bool { return l.get(key).Tokens() < 1 }

// spend records one use by key.
func (l *keyedLimiter) spend(key string) { l.get(key).Allow() }

// guessLimits bound failed room-code lookups (a code that names no
// table, a seat claim): per client address, per network (the address's
// /24 for IPv4, /64 for IPv6, so that many addresses of one network
// share a budget), and in total over the whole server. Guessing codes is
// the attack they slow; a player who holds a token for the table is never
// held up by them (Server.lookup).
type guessLimits struct {
	addr, network *keyedLimiter
	global        *rate.Limiter
}

func newGuessLimits(cfg Config) *guessLimits {
	return &guessLimits{
		addr:    newKeyedLimiter(cfg.JoinRate, cfg.JoinBurst),
		network: newKeyedLimiter(cfg.NetworkJoinRate, cfg.NetworkJoinBurst),
		global:  rate.NewLimiter(rate.Limit(cfg.GlobalJoinRate), cfg.GlobalJoinBurst),
	}
}

// blocked reports whether a lookup from addr must be refused: its
// address, its network or the whole server has no failed lookups left.
func (g *guessLimits) blocked(addr string) bool {
	return g.addr.blocked(addr) || g.network.blocked(networkOf(addr)) || g.global.Tokens() < 1
}

// spend records one failed lookup (or a claim) by addr.
func (g *guessLimits) spend(addr string) {
	g.addr.spend(addr)
	g.network.spend(networkOf(addr))
	g.global.Allow()
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

// networkOf is the network an address belongs to for the limits: its
// /24 for IPv4, its /64 for IPv6 (one subscriber's usual allocation).
// Anything unparsable is its own network.
func networkOf(addr string) string {
	ip, err := netip.ParseAddr(addr)
	if err != nil {
		return addr
	}
	ip = ip.Unmap()
	bits := 64
	if ip.Is4() {
		bits = 24
	}
	p, err := ip.Prefix(bits)
	if err != nil {
		return addr
	}
	return p.String()
}

// clientKey is who a per-client cap counts: the address for IPv4, the
// /64 for IPv6, where one subscriber holds a whole /64 and could
// otherwise take a fresh address for each request.
func clientKey(addr string) string {
	ip, err := netip.ParseAddr(addr)
	if err != nil || ip.Unmap().Is4() {
		return addr
	}
	return networkOf(addr)
}
