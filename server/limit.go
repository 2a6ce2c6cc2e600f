package server

import (
	"context"
	"fmt"
	"log/slog"
	"math"
	"net"
	"net/http"
	"net/netip"
	"strings"
	"sync"
	"time"

	"golang.org/x/time/rate"

	"evergreen/store"
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
// share a budget), and in total. Guessing codes is the attack they slow;
// a player who holds a token for the table is never held up by them
// (Server.lookup).
//
// Each bound is kept twice. A token bucket in this process smooths
// bursts and costs no query; on its own it would give a guesser behind a
// load balancer N times the budget on N servers. So every failed lookup
// is also counted in the store's Counter, per minute, against the most
// one bucket could let through in a minute (burst + rate × 60 s): on one
// server the bucket is what binds, across a cluster the shared count is
// (docs/RELIABILITY.md). guessLimits also carries the shared counts the
// per-client quotas use (tableQuota, rulesetQuota).
type guessLimits struct {
	addr, network *keyedLimiter
	global        *rate.Limiter
	shared        *sharedCounts
	// caps of the shared per-minute counts: address, network, server.
	addrCap, networkCap, globalCap int64
}

func newGuessLimits(cfg Config) *guessLimits {
	perMinute := func(perSecond float64, burst int) int64 {
		return int64(burst) + int64(math.Ceil(perSecond*guessWindow.Seconds()))
	}
	// A network holds the address, and the service every network: a
	// budget smaller than the one it holds would make that one
	// meaningless (an operator raising -join-rate for a busy shared
	// address, or a load test, would still be held to a network's 8 a
	// second), so each is at least the one inside it.
	netRate, netBurst := max(cfg.NetworkJoinRate, cfg.JoinRate), max(cfg.NetworkJoinBurst, cfg.JoinBurst)
	allRate, allBurst := max(cfg.GlobalJoinRate, netRate), max(cfg.GlobalJoinBurst, netBurst)
	return &guessLimits{
		addr:       newKeyedLimiter(cfg.JoinRate, cfg.JoinBurst),
		network:    newKeyedLimiter(netRate, netBurst),
		global:     rate.NewLimiter(rate.Limit(allRate), allBurst),
		shared:     newSharedCounts(cfg.Store, cfg.Logger),
		addrCap:    perMinute(cfg.JoinRate, cfg.JoinBurst),
		networkCap: perMinute(netRate, netBurst),
		globalCap:  perMinute(allRate, allBurst),
	}
}

// guessWindow is the window of the shared counts of failed lookups.
const guessWindow = time.Minute

// guessKeys are the shared counters' keys for a lookup from addr.
func guessKeys(addr string) []string {
	return []string{"guess/addr/" + addr, "guess/net/" + networkOf(addr), "guess/all"}
}

// blocked reports whether a lookup from addr must be refused: its
// address, its network or the whole service has no failed lookups left,
// in this process's buckets or in the shared counts as last seen (which
// costs no query).
func (g *guessLimits) blocked(addr string) bool {
	if g.addr.blocked(addr) || g.network.blocked(networkOf(addr)) || g.global.Tokens() < 1 {
		return true
	}
	for _, k := range guessKeys(addr) {
		if g.shared.isShut(k) {
			return true
		}
	}
	return false
}

// spend records one failed lookup (or a claim) by addr, here and in the
// shared counts.
func (g *guessLimits) spend(addr string) { g.spendN(addr, 1) }

// spendN records n failed lookups by addr, with one query to the shared
// counts.
func (g *guessLimits) spendN(addr string, n int) {
	if n <= 0 {
		return
	}
	for range n {
		g.addr.spend(addr)
		g.network.spend(networkOf(addr))
		g.global.Allow()
	}
	ctx, cancel := context.WithTimeout(context.Background(), sharedWait)
	defer cancel()
	_, _ = g.shared.add(ctx, guessWindow, int64(n), guessKeys(addr), []int64{g.addrCap, g.networkCap, g.globalCap})
}

// sharedWait bounds a query to the shared counts; past it, the request
// goes on under this process's limits alone.
const sharedWait = 5 * time.Second

// sharedCounts are the counts every server on the store shares (the
// store's store.Counter; a single process's own MemCounter when the store
// has none, as SQLite has not: it serves one process). It remembers the
// keys it has seen reach their cap until their window ends, so that a
// key at its cap is refused without a query. Another server learns that
// a key is at its cap at its own next add for it: across N servers a
// limit lets through at most N−1 more than its cap.
type sharedCounts struct {
	counter store.Counter
	log     *slog.Logger
	mu      sync.Mutex
	shut    map[string]time.Time // key → end of the window it reached its cap in
}

func newSharedCounts(st store.Store, log *slog.Logger) *sharedCounts {
	c, ok := st.(store.Counter)
	if !ok {
		c = store.NewMemCounter(nil)
	}
	if log == nil {
		log = slog.Default()
	}
	return &sharedCounts{counter: c, log: log, shut: map[string]time.Time{}}
}

// isShut reports whether key reached its cap in a window not yet over.
func (s *sharedCounts) isShut(key string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	until, ok := s.shut[key]
	if ok && !time.Now().Before(until) {
		delete(s.shut, key)
		return false
	}
	return ok
}

// add adds n to each key's count in the current window and notes which
// keys are at their cap (caps[i] for keys[i]). When the counter fails
// (the database is unreachable) it logs why and returns the error; the
// callers then go on under this process's limits alone: a limit is not
// worth refusing every player for.
func (s *sharedCounts) add(ctx context.Context, window time.Duration, n int64, keys []string, caps []int64) ([]int64, error) {
	counts, err := s.counter.AddCounts(ctx, window, n, keys...)
	if err != nil {
		s.log.Warn("shared limits: counting failed; this server's own limits still apply", "err", err)
		return nil, err
	}
	now := time.Now()
	secs := int64(window / time.Second)
	end := time.Unix((now.Unix()/secs+1)*secs, 0)
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.shut) >= store.MemCounterKeys {
		for k, until := range s.shut {
			if !now.Before(until) {
				delete(s.shut, k)
			}
		}
		if len(s.shut) >= store.MemCounterKeys {
			clear(s.shut)
		}
	}
	for i, k := range keys {
		if counts[i] >= caps[i] {
			s.shut[k] = end
		} else {
			delete(s.shut, k)
		}
	}
	return counts, nil
}

// quota is a cap on actions per client in fixed windows, held across
// every server on the store: a place is reserved before the action and
// given back if the action fails, so that only actions done count and
// two servers cannot both take the last place.
type quota struct {
	shared *sharedCounts
	prefix string
	window time.Duration
	cap    int64
}

// tableQuota caps the tables one client sets per clock hour
// (Config.TablesPerHour).
func (s *Server) tableQuota() quota {
	return quota{s.guesses.shared, "tables/", time.Hour, int64(s.cfg.TablesPerHour)}
}

// rulesetQuota caps the rule sets one client adds to the Studios'
// libraries per UTC day (Config.RulesetsPerDay).
func (s *Server) rulesetQuota() quota {
	return quota{s.guesses.shared, "rulesets/", 24 * time.Hour, int64(s.cfg.RulesetsPerDay)}
}

// reserve takes a place for key. ok is false when the key has used its
// quota this window; otherwise release gives the place back (call it if
// the action fails). If the shared count cannot be reached, ok is true
// and release does nothing: the process's own bucket still applies.
func (q quota) reserve(ctx context.Context, key string) (release func(), ok bool) {
	k := q.prefix + key
	if q.shared.isShut(k) {
		return nil, false
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), sharedWait)
	defer cancel()
	counts, err := q.shared.add(ctx, q.window, 1, []string{k}, []int64{q.cap})
	if err != nil {
		return func() {}, true
	}
	giveBack := func() {
		ctx, cancel := context.WithTimeout(context.Background(), sharedWait)
		defer cancel()
		_, _ = q.shared.add(ctx, q.window, -1, []string{k}, []int64{q.cap})
	}
	if counts[0] > q.cap {
		giveBack()
		return nil, false
	}
	return giveBack, true
}

// clientAddr is the address a request comes from: the peer's, or, when
// the peer is a trusted proxy (Config.TrustedProxies: a reverse proxy in
// front of the servers, as in docs/DEPLOY.md), the last address of
// X-Forwarded-For that is not itself a trusted proxy: the one the
// outermost trusted proxy saw. Earlier addresses in the header are
// whatever the client wrote and are never believed, nor is the header
// from any other peer, which may be anyone (a layer-4 forwarder on this
// machine passes on whatever the client wrote). Without this, every
// player behind the proxy would share its address and one budget.
func (s *Server) clientAddr(r *http.Request) string {
	return clientAddrVia(r, s.cfg.TrustedProxies)
}

// clientAddrVia is clientAddr with the trusted proxies given.
func clientAddrVia(r *http.Request, trusted []netip.Prefix) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	if !isTrusted(host, trusted) {
		return host
	}
	hops := forwarded(r.Header.Values("X-Forwarded-For"))
	for i := len(hops) - 1; i >= 0; i-- {
		if hops[i] == "" { // garbage: stop believing the header here
			break
		}
		if !isTrusted(hops[i], trusted) || i == 0 {
			return hops[i]
		}
	}
	return host
}

// isTrusted reports whether addr is in one of the trusted prefixes.
func isTrusted(addr string, trusted []netip.Prefix) bool {
	ip, err := netip.ParseAddr(addr)
	if err != nil {
		return false
	}
	ip = ip.Unmap()
	for _, p := range trusted {
		if p.Contains(ip) {
			return true
		}
	}
	return false
}

// ParseTrustedProxies reads a comma-separated list of addresses and
// CIDR prefixes (serve --trusted-proxies): "" trusts none.
func ParseTrustedProxies(list string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, f := range strings.Split(list, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		if p, err := netip.ParsePrefix(f); err == nil {
			out = append(out, p.Masked())
			continue
		}
		ip, err := netip.ParseAddr(f)
		if err != nil {
			return nil, fmt.Errorf("%q is neither an address nor a CIDR prefix such as 127.0.0.1/32 or 10.0.0.0/8", f)
		}
		ip = ip.Unmap()
		out = append(out, netip.PrefixFrom(ip, ip.BitLen()))
	}
	return out, nil
}

// forwarded lists the addresses of X-Forwarded-For (given as one header
// or several), first to last, without ports; an entry that is not an
// address is "".
func forwarded(values []string) []string {
	var out []string
	for _, list := range values {
		for _, f := range strings.Split(list, ",") {
			f = strings.TrimSpace(f)
			if f == "" && strings.TrimSpace(list) == "" {
				continue
			}
			out = append(out, parseHop(f))
		}
	}
	return out
}

// parseHop is one X-Forwarded-For entry as an address, or "".
func parseHop(f string) string {
	if ap, err := netip.ParseAddrPort(f); err == nil {
		return ap.Addr().Unmap().String()
	}
	if ip, err := netip.ParseAddr(strings.Trim(f, "[]")); err == nil {
		return ip.Unmap().String()
	}
	return ""
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
