package loadtest

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// Options control a load run.
type Options struct {
	Base string // server URL, e.g. http://127.0.0.1:8080
	// Bases, if set, are several servers sharing one database (a
	// cluster): tables and seats are spread over them (NodeFor), and Base
	// is ignored.
	Bases    []string
	Tables   int           // tables to open
	Seats    int           // seats per table (each a WebSocket)
	Duration time.Duration // how long to play once all tables are open
	Think    time.Duration // mean pause before each move (0: as fast as possible)
	Seed     uint64
	Progress io.Writer // optional: one line per phase
	// Open is how many tables are opened at once.
	Open int
	// RSS, if set, reads server i's resident memory (for servers the
	// caller started), at the end of the run before the clients leave.
	RSS func(i int) (int64, error)
	// PGStats, if set, names the servers' PostgreSQL database: the run
	// then reports what the database did per move (PGCost).
	PGStats string
	// Adversary, if set, names an attacker (Adversaries) that runs
	// against the first server while the tables play (adversary.go).
	Adversary string
}

// Result is what a load run measured.
type Result struct {
	Tables      int           `json:"tables"`
	Connections int           `json:"connections"`
	OpenTime    time.Duration `json:"open_time_ns"`
	Duration    time.Duration `json:"duration_ns"`
	Moves       int64         `json:"moves"`
	MovesPerSec float64       `json:"moves_per_sec"`
	P50         time.Duration `json:"p50_ns"`
	P99         time.Duration `json:"p99_ns"`
	Max         time.Duration `json:"max_ns"`
	Refused     int64         `json:"refused"`
	Dropped     int64         `json:"connections_lost"`
	GamesEnded  int64         `json:"games_ended"`
	// SameNode and CrossNode time each move from its sending to its
	// update at the table's other seats, those on the sender's server and
	// those on another (the cross-server broadcast a cluster adds).
	SameNode  Latency `json:"same_node"`
	CrossNode Latency `json:"cross_node"`
	// Nodes are the servers, with what each said of itself at the end of
	// the run (GET /api/health), before the clients left.
	Nodes []NodeHealth `json:"nodes"`
	// PG is the database's work per move, with Options.PGStats.
	PG *PGCost `json:"postgres,omitempty"`
	// Adversary is what Options.Adversary tried and met.
	Adversary *AdversaryResult `json:"adversary,omitempty"`
}

func (r Result) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d tables, %d WebSockets (opened in %s); %d moves in %s = %.0f moves/s; move→broadcast p50 %s, p99 %s, max %s; %d refused, %d connections lost, %d games ended",
		r.Tables, r.Connections, r.OpenTime.Round(time.Millisecond), r.Moves, r.Duration.Round(time.Millisecond), r.MovesPerSec,
		r.P50.Round(10*time.Microsecond), r.P99.Round(10*time.Microsecond), r.Max.Round(10*time.Microsecond), r.Refused, r.Dropped, r.GamesEnded)
	fmt.Fprintf(&b, "\nmove→broadcast at the other seats: on the sender's server %s; on another server %s", r.SameNode, r.CrossNode)
	for i, n := range r.Nodes {
		fmt.Fprintf(&b, "\nserver %d %s: %d WebSockets", i+1, n.URL, n.Connections)
		if n.Name != "" {
			fmt.Fprintf(&b, ", node %q", n.Name)
		}
		if n.Owned >= 0 && len(r.Nodes) > 1 {
			fmt.Fprintf(&b, ", runs %d tables' bots and clocks", n.Owned)
		}
		if n.RSS > 0 {
			fmt.Fprintf(&b, ", %.1f MiB resident", float64(n.RSS)/(1<<20))
		}
		switch {
		case n.Memory > 0:
			fmt.Fprintf(&b, ", %.1f MiB by its health answer", float64(n.Memory)/(1<<20))
		case n.Error != "":
			fmt.Fprintf(&b, " (no health answer: %s)", n.Error)
		default:
			b.WriteString(" (its health answer gives no memory)")
		}
	}
	if r.PG != nil {
		fmt.Fprintf(&b, "\n%s", r.PG)
	}
	if r.Adversary != nil {
		fmt.Fprintf(&b, "\n%s", r.Adversary)
	}
	return b.String()
}

// Run opens the tables, plays them for the duration and reports.
func Run(ctx context.Context, o Options) (Result, error) {
	if o.Seats == 0 {
		o.Seats = 4
	}
	if o.Open == 0 {
		o.Open = 32
	}
	bases := o.Bases
	if len(bases) == 0 {
		bases = []string{o.Base}
	}
	transport := &http.Transport{MaxIdleConnsPerHost: o.Open}
	apis := make([]*API, len(bases))
	for i, b := range bases {
		apis[i] = &API{Base: b, Client: &http.Client{Transport: transport, Timeout: 30 * time.Second}}
	}
	res := Result{Tables: o.Tables, Connections: o.Tables * o.Seats}
	logf := func(format string, args ...any) {
		if o.Progress != nil {
			fmt.Fprintf(o.Progress, format+"\n", args...)
		}
	}

	// Open every table first, so the measurement sees them all at once.
	start := time.Now()
	tables := make([]*Table, o.Tables)
	sem := make(chan struct{}, o.Open)
	var openErr atomic.Value
	var wg sync.WaitGroup
	for i := range tables {
		wg.Add(1)
		sem <- struct{}{}
		go func(i int) {
			defer wg.Done()
			defer func() { <-sem }()
			t, err := apis[NodeFor(i, 0, len(apis))].OpenTable(ctx, o.Seats, o.Seed+uint64(i)+1, json.RawMessage(`{"turn_counting":"shared"}`))
			if err != nil {
				openErr.Store(err)
				return
			}
			tables[i] = t
		}(i)
	}
	wg.Wait()
	if err, _ := openErr.Load().(error); err != nil {
		return res, fmt.Errorf("opening tables: %w", err)
	}
	logf("opened %d tables in %s", o.Tables, time.Since(start).Round(time.Millisecond))

	// Timings count only during the measured play: not while the
	// WebSockets connect, nor once the clients start leaving.
	var measuring atomic.Bool
	var mu sync.Mutex
	var lat, same, cross []time.Duration
	observe := func(d time.Duration) {
		if measuring.Load() {
			mu.Lock()
			lat = append(lat, d)
			mu.Unlock()
		}
	}
	heard := func(d time.Duration, sameNode bool) {
		if !measuring.Load() {
			return
		}
		mu.Lock()
		if sameNode {
			same = append(same, d)
		} else {
			cross = append(cross, d)
		}
		mu.Unlock()
	}
	conns := make([]int, len(apis))
	playCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	var seats []*Seat
	var connected, ready sync.WaitGroup
	var lost, ended atomic.Int64
	sources := playerSources(bases[0])
	for i, t := range tables {
		sent := NewSentMoves()
		for s := range o.Seats {
			node := NodeFor(i, s, len(apis))
			conns[node]++
			var once sync.Once
			here := func() { once.Do(ready.Done) }
			seat := &Seat{API: apis[node], Code: t.Code, Seat: s, Token: t.Tokens[s], Think: o.Think,
				Rng: rand.New(rand.NewPCG(o.Seed, uint64(i*16+s))), Observe: observe,
				Node: node, Sent: sent, Heard: heard, Connected: here, From: sources[(i*o.Seats+s)%len(sources)]}
			seats = append(seats, seat)
			connected.Add(1)
			ready.Add(1)
			go func() {
				defer connected.Done()
				defer here() // a seat that never connects does not hold up the rest
				err := seat.Play(playCtx)
				switch {
				case err == nil:
					if s == 0 {
						ended.Add(1)
					}
				case playCtx.Err() == nil:
					lost.Add(1)
				}
			}()
		}
	}
	allReady := make(chan struct{})
	go func() { ready.Wait(); close(allReady) }()
	select {
	case <-allReady:
	case <-ctx.Done():
	}
	res.OpenTime = time.Since(start)
	logf("%d WebSockets connected; playing for %s", len(seats), o.Duration)

	// The database's counts bracket the measured play only: players
	// arriving and leaving (presence, in a cluster) are not moves' cost.
	var pgBefore pgSnapshot
	if o.PGStats != "" {
		time.Sleep(statsSettle) // what the arrivals wrote has landed
		var err error
		if pgBefore, err = pgSnap(ctx, o.PGStats); err != nil {
			return res, fmt.Errorf("reading the database's statistics: %w", err)
		}
	}
	stopAdversary := startAdversary(ctx, o.Adversary, bases[0])
	measuring.Store(true)
	playStart := time.Now()
	select {
	case <-time.After(o.Duration):
	case <-ctx.Done():
	}
	measuring.Store(false)
	var advErr error
	if res.Adversary, advErr = stopAdversary(); advErr != nil {
		return res, advErr
	}
	res.Duration = time.Since(playStart)
	if o.PGStats != "" {
		after, err := pgSnap(ctx, o.PGStats)
		if err != nil {
			return res, fmt.Errorf("reading the database's statistics: %w", err)
		}
		res.PG = pgBefore.cost(after)
	}
	for i, a := range apis {
		h := a.Health(ctx)
		h.Connections = conns[i]
		if o.RSS != nil {
			h.RSS, _ = o.RSS(i)
		}
		res.Nodes = append(res.Nodes, h)
	}
	cancel()
	connected.Wait()

	mu.Lock()
	defer mu.Unlock()
	own := latencyOf(lat)
	res.Moves = own.Count
	res.MovesPerSec = float64(res.Moves) / res.Duration.Seconds()
	res.P50, res.P99, res.Max = own.P50, own.P99, own.Max
	res.SameNode, res.CrossNode = latencyOf(same), latencyOf(cross)
	for _, s := range seats {
		res.Refused += s.Errors()
	}
	res.Dropped, res.GamesEnded = lost.Load(), ended.Load()
	return res, nil
}
