package loadtest

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"sync"
	"time"
)

// SentMoves notes, for one table, when each move was sent and from
// which server, so that every seat receiving the update can time the
// move's broadcast to its own server: the cost of a move crossing
// servers shows as the gap between seats on the sender's server and
// seats on others. Where several seats decide at once and send at the
// same sequence number, the first sent is noted (one of them wins the
// log's race; the others are refused as stale).
type SentMoves struct {
	mu   sync.Mutex
	sent map[int64]sentMove // by the sequence number the move was sent at
}

type sentMove struct {
	at         time.Time
	seat, node int
}

// NewSentMoves returns an empty record for one table.
func NewSentMoves() *SentMoves { return &SentMoves{sent: map[int64]sentMove{}} }

// keepSent is how many sequence numbers back SentMoves remembers: far
// more than any seat lags behind the newest update.
const keepSent = 256

func (m *SentMoves) note(seq int64, seat, node int, at time.Time) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.sent[seq]; !ok {
		m.sent[seq] = sentMove{at: at, seat: seat, node: node}
	}
	delete(m.sent, seq-keepSent)
}

// between returns the moves sent at sequence numbers in [from, to).
func (m *SentMoves) between(from, to int64) []sentMove {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []sentMove
	for q := max(from, to-keepSent); q < to; q++ {
		if s, ok := m.sent[q]; ok {
			out = append(out, s)
		}
	}
	return out
}

// Latency summarizes a set of timings.
type Latency struct {
	Count int64         `json:"count"`
	P50   time.Duration `json:"p50_ns"`
	P99   time.Duration `json:"p99_ns"`
	Max   time.Duration `json:"max_ns"`
}

// latencyOf sorts ds and summarizes them.
func latencyOf(ds []time.Duration) Latency {
	slices.Sort(ds)
	n := len(ds)
	if n == 0 {
		return Latency{}
	}
	return Latency{Count: int64(n), P50: ds[n/2], P99: ds[min(n-1, n*99/100)], Max: ds[n-1]}
}

func (l Latency) String() string {
	if l.Count == 0 {
		return "none"
	}
	r := 10 * time.Microsecond
	return fmt.Sprintf("p50 %s, p99 %s, max %s (%d)", l.P50.Round(r), l.P99.Round(r), l.Max.Round(r), l.Count)
}

// NodeHealth is what one server said of itself at the end of a run,
// from its GET /api/health if it has one.
type NodeHealth struct {
	URL         string `json:"url"`
	Connections int    `json:"connections"` // the load tester's WebSockets to it
	// Name is the server's name for itself (the health answer's "node").
	Name string `json:"node,omitempty"`
	// Memory is the server's memory in bytes as its health answer gives
	// it (the first of memoryFields present), 0 if it gives none.
	Memory int64 `json:"memory_bytes,omitempty"`
	// RSS is the server's resident memory read from /proc, for a server
	// the load tester started itself (0 otherwise).
	RSS int64 `json:"rss_bytes,omitempty"`
	// Owned is how many tables' leases (bots and clocks) the server
	// runs, by its health answer's "owned_tables"; -1 if it gives none.
	Owned int `json:"owned_tables"`
	// Health is the whole answer, kept as the server gave it.
	Health map[string]any `json:"health,omitempty"`
	// Error says why there is no answer (no endpoint, an older server).
	Error string `json:"error,omitempty"`
}

// memoryFields are the names a health answer may give the server's
// memory under, best first: resident memory, then the Go runtime's.
var memoryFields = []string{"rss_bytes", "memory_bytes", "sys_bytes", "heap_inuse_bytes", "heap_bytes"}

// Health asks the server at base for GET /api/health. A server without
// the endpoint, or with an older answer, is not an error of the run:
// the answer says what is missing.
func (a *API) Health(ctx context.Context) NodeHealth {
	h := NodeHealth{URL: a.Base, Owned: -1}
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	var raw json.RawMessage
	if err := a.Get(ctx, "/api/health", "", &raw); err != nil {
		h.Error = err.Error()
		return h
	}
	if err := json.Unmarshal(raw, &h.Health); err != nil {
		h.Error = fmt.Sprintf("GET /api/health: not a JSON object: %v", err)
		return h
	}
	h.Name, _ = h.Health["node"].(string)
	if v, ok := h.Health["owned_tables"].(float64); ok {
		h.Owned = int(v)
	}
	mem := h.Health
	if m, ok := h.Health["memory"].(map[string]any); ok {
		mem = m // the figures may be grouped under "memory"
	}
	for _, f := range memoryFields {
		if v, ok := mem[f].(float64); ok && v > 0 {
			h.Memory = int64(v)
			break
		}
	}
	return h
}
