package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/coder/websocket"

	"evergreen/loadtest"
	"evergreen/store/postgres"
	"evergreen/store/postgres/pgtest"
)

// TestClusterOfThree starts three real servers as one cluster on a
// throwaway PostgreSQL, seats one table's players across all three and
// watches it from each, plays from every node, then kills (SIGKILL) the
// node that holds the table's lease mid-game. It checks that every
// client sees the same log in the same order (and the same state at
// every move two of them saw), that no acknowledged move is lost, that
// the clients move to the live nodes and carry on, that the bots and the
// turn clock resume on another node, and that the game reaches its end.
func TestClusterOfThree(t *testing.T) {
	dsn, bin := clusterSetup(t)
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()

	c := startCluster(ctx, t, bin, dsn, 3, "2s")
	tb := c.openTable(ctx, t)

	// Each node has a player and a spectator; seat 3 is a bot.
	var clients []*clusterClient
	for i := range 3 {
		clients = append(clients,
			&clusterClient{c: c, code: tb.code, seat: i, token: tb.tokens[i], home: i, rng: rand.New(rand.NewPCG(uint64(i), 3))},
			&clusterClient{c: c, code: tb.code, seat: -1, home: i})
	}
	for _, cl := range clients {
		cl.playing.Store(cl.seat >= 0)
	}
	var wg sync.WaitGroup
	for _, cl := range clients {
		wg.Go(func() {
			if err := cl.run(ctx); err != nil {
				t.Errorf("seat %d (home node %d): %v", cl.seat, cl.home, err)
			}
		})
	}

	// Mid-game, once every client has seen moves, kill the owner.
	owner := c.waitOwner(ctx, t, -1)
	for !allAcked(clients, 25) {
		if ctx.Err() != nil {
			t.Fatal("too few moves were played")
		}
		time.Sleep(10 * time.Millisecond)
	}
	acked := int64(0)
	for _, cl := range clients {
		acked = max(acked, cl.acked.Load())
	}
	// The player of seat 2 leaves for good: from now on its decisions
	// run out on the clock, which a surviving node must keep.
	clients[4].playing.Store(false)
	c.kill(t, owner)
	t.Logf("killed node %d, the table's owner, after %d acknowledged moves", owner, acked)
	next := c.waitOwner(ctx, t, owner)
	t.Logf("node %d took the table over", next)

	wg.Wait()
	if t.Failed() {
		return
	}
	c.checkEnd(ctx, t, tb, clients, acked)
}

// clusterSetup skips a cluster test under -short or without PostgreSQL,
// and builds the server.
func clusterSetup(t *testing.T) (dsn, bin string) {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the server and runs several of it")
	}
	dsn = pgtest.DSN(t)
	bin = filepath.Join(t.TempDir(), "evergreen")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("building the server: %v\n%s", err, out)
	}
	return dsn, bin
}

// TestClusterDrain stops a node cleanly (SIGTERM) under a lease far too
// long to expire during the test: its client is told to reconnect
// (close code 1012), the node leaves no lease or presence behind, and
// the other node runs the table at once.
func TestClusterDrain(t *testing.T) {
	dsn, bin := clusterSetup(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	c := startCluster(ctx, t, bin, dsn, 2, "1h")
	var made struct{ Code, Token string }
	if err := call(ctx, "POST", c.nodes[0].Base+"/api/tables", "", `{"seats":[{"kind":"online"},{"kind":"online"}]}`, &made); err != nil {
		t.Fatal(err)
	}
	var claim struct{ Token string }
	if err := call(ctx, "POST", c.nodes[0].Base+"/api/tables/"+made.Code+"/claim", "", `{"seat":0}`, &claim); err != nil {
		t.Fatal(err)
	}
	var other map[string]any
	if err := call(ctx, "GET", c.nodes[1].Base+"/api/tables/"+made.Code, "", "", &other); err != nil {
		t.Fatal(err) // node 1 holds the table too
	}
	url := "ws" + strings.TrimPrefix(c.nodes[0].Base, "http") + "/api/tables/" + made.Code + "/ws?seat=0"
	conn, _, err := websocket.Dial(ctx, url, &websocket.DialOptions{HTTPHeader: http.Header{"Authorization": {"Bearer " + claim.Token}}})
	if err != nil {
		t.Fatal(err)
	}
	defer conn.CloseNow()
	if _, _, err := conn.Read(ctx); err != nil {
		t.Fatal(err)
	}
	if n := pgtest.QueryInt(t, dsn, `SELECT count(*) FROM leases WHERE node = 'n0'`); n != 1 {
		t.Fatalf("node 0 holds %d leases, want the table's", n)
	}
	if n := pgtest.QueryInt(t, dsn, `SELECT count(*) FROM presence WHERE node = 'n0'`); n != 1 {
		t.Fatalf("node 0 has presence at %d tables, want 1", n)
	}
	c.dead[0].Store(true)
	if err := c.nodes[0].Cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	for {
		_, _, err := conn.Read(ctx)
		if err == nil {
			continue
		}
		if got := websocket.CloseStatus(err); got != 1012 {
			t.Fatalf("the socket ended with %v (close code %d), want 1012", err, got)
		}
		break
	}
	if err := c.nodes[0].Cmd.Wait(); err != nil {
		t.Fatalf("node 0 did not stop cleanly: %v", err)
	}
	if n := pgtest.QueryInt(t, dsn, `SELECT count(*) FROM leases WHERE node = 'n0'`) + pgtest.QueryInt(t, dsn, `SELECT count(*) FROM presence WHERE node = 'n0'`); n != 0 {
		t.Fatalf("node 0 left %d leases and presence rows behind", n)
	}
	if owner := c.waitOwner(ctx, t, 0); owner != 1 {
		t.Fatalf("node %d owns the table", owner)
	}
}

// cluster is the servers of one test.
type cluster struct {
	nodes []*loadtest.Process
	dead  []atomic.Bool
	logs  []*syncBuffer
	dsn   string
}

// syncBuffer collects a server's log for a failing test.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string { s.mu.Lock(); defer s.mu.Unlock(); return s.b.String() }

// startCluster starts n nodes on dsn with the lease given.
func startCluster(ctx context.Context, t *testing.T, bin, dsn string, n int, lease string) *cluster {
	t.Helper()
	c := &cluster{dead: make([]atomic.Bool, n), dsn: dsn}
	for i := range n {
		log := &syncBuffer{}
		p, err := loadtest.StartServer(ctx, bin, dsn, log, "-cluster", "-node", fmt.Sprintf("n%d", i), "-lease", lease,
			"-bot-delay", "1", "-join-rate", "1000000", "-join-burst", "1000000")
		if err != nil {
			t.Fatal(err)
		}
		c.nodes, c.logs = append(c.nodes, p), append(c.logs, log)
	}
	t.Cleanup(func() {
		for i, p := range c.nodes {
			if !c.dead[i].Load() {
				p.Kill()
			}
			if t.Failed() {
				t.Logf("node %d's log:\n%s", i, c.logs[i])
			}
		}
	})
	return c
}

func (c *cluster) kill(t *testing.T, i int) {
	c.dead[i].Store(true)
	if err := c.nodes[i].Kill(); err != nil {
		t.Fatal(err)
	}
}

// clusterTable is the test's table and its seats' tokens.
type clusterTable struct {
	code, host string
	tokens     []string
}

// openTable sets a table on node 0 with three online seats, claimed one
// on each node, and a bot, on a live clock of the shortest time; a seat
// that lets two decisions run out is handed to a bot.
func (c *cluster) openTable(ctx context.Context, t *testing.T) clusterTable {
	t.Helper()
	var made struct {
		Code, Token string
	}
	body := `{"seats":[{"kind":"online"},{"kind":"online"},{"kind":"online"},{"kind":"bot","bot":"random"}],` +
		`"clock":{"kind":"live","seconds":5,"misses":2},"rules":{"turn_counting":"per_noble"}}`
	if err := call(ctx, "POST", c.nodes[0].Base+"/api/tables", "", body, &made); err != nil {
		t.Fatal(err)
	}
	tb := clusterTable{code: made.Code, host: made.Token}
	for i := range 3 {
		var claim struct{ Token string }
		if err := call(ctx, "POST", c.nodes[i].Base+"/api/tables/"+tb.code+"/claim", "", fmt.Sprintf(`{"seat":%d,"name":"P%d"}`, i, i), &claim); err != nil {
			t.Fatal(err)
		}
		tb.tokens = append(tb.tokens, claim.Token)
	}
	// Node 0 hears of the claims made elsewhere within moments; until
	// then it finds seats open and refuses to start.
	for {
		var out map[string]any
		err := call(ctx, "POST", c.nodes[0].Base+"/api/tables/"+tb.code+"/start", tb.host, `{}`, &out)
		if err == nil {
			return tb
		}
		if ctx.Err() != nil {
			t.Fatalf("starting the table: %v", err)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// waitOwner returns the live node, other than not, that runs the
// table's bots and clocks, waiting for one to take them.
func (c *cluster) waitOwner(ctx context.Context, t *testing.T, not int) int {
	t.Helper()
	for {
		for i, p := range c.nodes {
			if i == not || c.dead[i].Load() {
				continue
			}
			var h struct {
				Owned int    `json:"owned_tables"`
				Node  string `json:"node"`
			}
			if err := call(ctx, "GET", p.Base+"/api/health", "", "", &h); err != nil {
				t.Fatal(err)
			}
			if h.Node != fmt.Sprintf("n%d", i) {
				t.Fatalf("node %d calls itself %q", i, h.Node)
			}
			if h.Owned == 1 {
				return i
			}
		}
		if ctx.Err() != nil {
			t.Fatal("no live node took the table's lease")
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// clusterClient is a player or a spectator of the table, connected to
// its home node while that node lives and then to the next live one.
type clusterClient struct {
	c           *cluster
	code, token string
	seat, home  int // seat -1: a spectator
	rng         *rand.Rand
	playing     atomic.Bool

	acked atomic.Int64
	mu    sync.Mutex
	// log is every event received, in order, as JSON; states holds, for
	// each sequence number an update came at, a digest of the view and
	// the open decisions.
	log    []string
	states map[int64]string
	ended  bool
	moved  int // connections after the first
}

// clusterUpdate is what the clients read of an update.
type clusterUpdate struct {
	Type  string `json:"type"`
	Seq   int64  `json:"seq"`
	Table struct {
		Status string `json:"status"`
	} `json:"table"`
	View    json.RawMessage   `json:"view"`
	Waiting json.RawMessage   `json:"waiting"`
	Moves   []json.RawMessage `json:"moves"`
	Log     []json.RawMessage `json:"log"`
}

// run plays or watches until the game ends.
func (cl *clusterClient) run(ctx context.Context) error {
	for n := 0; ; n++ {
		node := (cl.home + n) % len(cl.c.nodes)
		if cl.c.dead[node].Load() {
			continue
		}
		if n > 0 {
			cl.mu.Lock()
			cl.moved++
			cl.mu.Unlock()
		}
		done, err := cl.session(ctx, cl.c.nodes[node].Base)
		if done {
			return err
		}
		if ctx.Err() != nil {
			return fmt.Errorf("the game did not end in time: %v", err)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// session is one connection; done says the game ended (or the client
// failed for good).
func (cl *clusterClient) session(ctx context.Context, base string) (bool, error) {
	url := "ws" + strings.TrimPrefix(base, "http") + "/api/tables/" + cl.code + "/ws"
	if cl.seat >= 0 {
		url += fmt.Sprintf("?seat=%d", cl.seat)
	}
	conn, _, err := websocket.Dial(ctx, url, &websocket.DialOptions{HTTPHeader: http.Header{"Authorization": {"Bearer " + cl.token}}})
	if err != nil {
		return false, err
	}
	defer conn.CloseNow()
	conn.SetReadLimit(8 << 20)
	first := true
	sentFor := int64(-1)
	for {
		_, data, err := conn.Read(ctx)
		if err != nil {
			return false, err
		}
		var up clusterUpdate
		if err := json.Unmarshal(data, &up); err != nil {
			return true, err
		}
		switch up.Type {
		case "error":
			sentFor = -1 // stale or refused: play again on the next update
			continue
		case "update":
		default:
			continue
		}
		if err := cl.note(up, first); err != nil {
			return true, err
		}
		first = false
		if up.Table.Status == "ended" {
			return true, nil
		}
		if up.Seq > sentFor {
			sentFor = -1
		}
		if !cl.playing.Load() || len(up.Moves) == 0 || sentFor >= 0 {
			continue
		}
		var m map[string]any
		_ = json.Unmarshal(up.Moves[cl.rng.IntN(len(up.Moves))], &m)
		m["type"], m["seat"], m["seq"] = "move", cl.seat, up.Seq
		b, _ := json.Marshal(m)
		sentFor = up.Seq
		if err := conn.Write(ctx, websocket.MessageText, b); err != nil {
			return false, err
		}
	}
}

// note records an update: the first of a connection carries the whole
// log, which must begin with everything received before.
func (cl *clusterClient) note(up clusterUpdate, first bool) error {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	var events []string
	for _, e := range up.Log {
		events = append(events, string(e))
	}
	if first {
		if len(events) < len(cl.log) {
			return fmt.Errorf("after reconnecting: %d events, fewer than the %d seen before", len(events), len(cl.log))
		}
		for i, e := range cl.log {
			if events[i] != e {
				return fmt.Errorf("after reconnecting, event %d is %s, was %s", i, events[i], e)
			}
		}
		cl.log = events
	} else {
		cl.log = append(cl.log, events...)
	}
	if cl.states == nil {
		cl.states = map[int64]string{}
	}
	// The lobby and the game's first decision are both at move 0: only
	// the game's states are compared.
	if up.Table.Status != "lobby" {
		sum := sha256.Sum256(append(append([]byte{}, up.View...), up.Waiting...))
		cl.states[up.Seq] = fmt.Sprintf("%x", sum)
	}
	cl.ended = up.Table.Status == "ended"
	if up.Seq > cl.acked.Load() {
		cl.acked.Store(up.Seq)
	}
	return nil
}

func allAcked(clients []*clusterClient, n int64) bool {
	for _, cl := range clients {
		if cl.acked.Load() < n {
			return false
		}
	}
	return true
}

// checkEnd checks the game as it ended against what every client saw.
func (c *cluster) checkEnd(ctx context.Context, t *testing.T, tb clusterTable, clients []*clusterClient, acked int64) {
	t.Helper()
	st, err := postgres.Open(ctx, c.dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	moves, err := st.Moves(ctx, tb.code, 0)
	if err != nil {
		t.Fatal(err)
	}
	for i, mv := range moves {
		if mv.Seq != int64(i+1) {
			t.Fatalf("the log has move %d at place %d", mv.Seq, i+1)
		}
	}
	last := int64(len(moves))
	if last < acked {
		t.Fatalf("the log ends at %d, but move %d was acknowledged before the kill", last, acked)
	}
	var botAfter, clockAfter bool
	for _, mv := range moves[acked:] {
		botAfter = botAfter || mv.Seat == 3
		clockAfter = clockAfter || mv.Seat == 2
	}
	if !botAfter || !clockAfter {
		t.Fatalf("after the kill: the bot moved %v, the clock's bot for the absent seat 2 moved %v", botAfter, clockAfter)
	}
	live := 0
	for i := range c.nodes {
		if !c.dead[i].Load() {
			live = i
		}
	}
	var info struct {
		Seats []struct {
			Missed  int    `json:"missed"`
			Standin string `json:"standin"`
		} `json:"seats"`
	}
	if err := call(ctx, "GET", c.nodes[live].Base+"/api/tables/"+tb.code, tb.host, "", &info); err != nil {
		t.Fatal(err)
	}
	if info.Seats[2].Standin == "" {
		t.Fatalf("seat 2 let its time run out after the kill, but no bot stands in for it: %+v", info.Seats[2])
	}
	// Every client saw the whole game; spectators the same log, players
	// their seat's log as any node gives it now; and wherever two clients
	// saw the state at the same move, they saw the same state.
	var spectatorLog []string
	moved := 0
	for _, cl := range clients {
		if !cl.ended || cl.acked.Load() != last {
			t.Fatalf("seat %d (home %d) saw the table at %d, ended %v; the log ends at %d", cl.seat, cl.home, cl.acked.Load(), cl.ended, last)
		}
		moved += cl.moved
		if cl.seat < 0 {
			if spectatorLog == nil {
				spectatorLog = cl.log
			} else if !slices.Equal(spectatorLog, cl.log) {
				t.Fatalf("spectators on nodes 0 and %d saw different logs", cl.home)
			}
			continue
		}
		var view struct {
			Log []json.RawMessage `json:"log"`
		}
		if err := call(ctx, "GET", fmt.Sprintf("%s/api/tables/%s/view?seat=%d", c.nodes[live].Base, tb.code, cl.seat), cl.token, "", &view); err != nil {
			t.Fatal(err)
		}
		var want []string
		for _, e := range view.Log {
			want = append(want, string(e))
		}
		if !slices.Equal(want, cl.log) {
			t.Fatalf("seat %d's player saw a log of %d events unlike the table's %d", cl.seat, len(cl.log), len(want))
		}
	}
	compared := 0
	for i, a := range clients {
		for _, b := range clients[i+1:] {
			if a.seat != b.seat {
				continue
			}
			for seq, d := range a.states {
				if e, ok := b.states[seq]; ok {
					compared++
					if d != e {
						t.Fatalf("seat %d: clients on nodes %d and %d saw different states at move %d", a.seat, a.home, b.home, seq)
					}
				}
			}
		}
	}
	if moved == 0 || compared == 0 {
		t.Fatalf("%d reconnections, %d states compared: the test proved nothing", moved, compared)
	}
	t.Logf("%d moves; %d reconnections after the kill; %d states compared between nodes", last, moved, compared)
}
