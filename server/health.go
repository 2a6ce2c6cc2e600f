package server

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"runtime/metrics"
	"sync/atomic"
	"time"
)

// Health and draining: what a load balancer in front of several nodes
// needs. GET /api/health names the node and counts its load; Drain
// readies the node to stop without its players noticing more than a
// reconnection.

// drainState is the server's side of draining.
type drainState struct {
	// clients counts the open WebSockets.
	clients atomic.Int64
	// draining is set by Drain; drained is closed then, telling every
	// WebSocket to close with CloseReconnect.
	draining atomic.Bool
	drained  chan struct{}
}

// CloseReconnect is the WebSocket close code (1012, "service restart")
// a node draining for shutdown closes its sockets with: the client
// should reconnect at once, and will reach another node
// (docs/API.md).
const CloseReconnect = 1012

// apiHealth tells an operator (or a load balancer) that the node is up
// and how loaded it is: its name, its clients, the tables it holds in
// memory and the tables whose bots and clocks it runs, whether its store
// answers ("store": ok false while moves are refused), and its preview
// pool's slots and queue. A draining node answers 503, so that a
// balancer sends nobody new to it; a node whose store does not answer
// still answers 200 (every node shares the store: sending the players
// elsewhere would not help), with ok false.
func (s *Server) apiHealth(w http.ResponseWriter, r *http.Request) {
	draining := s.drain.draining.Load()
	status := http.StatusOK
	if draining {
		status = http.StatusServiceUnavailable
	}
	writeJSON(w, status, map[string]any{
		"ok": !draining && s.tables.Store().OK, "node": s.cfg.Node, "cluster": s.tables.Clustered(), "draining": draining,
		"clients": s.drain.clients.Load(), "live_tables": s.tables.Live(), "owned_tables": s.tables.Owned(),
		"memory": memory(), "store": s.tables.Store(), "previews": s.previews.Stats(), "spread": s.tables.Spread(),
	})
}

// memoryMetrics are the Go runtime's figures health reports, read
// without stopping the world (runtime/metrics, unlike ReadMemStats).
var memoryMetrics = [...]struct{ key, metric string }{
	{"sys_bytes", "/memory/classes/total:bytes"},
	{"heap_inuse_bytes", "/memory/classes/heap/objects:bytes"},
}

// memory is the process's memory as the Go runtime maps it: everything
// it has from the operating system (close to the resident size) and the
// live heap objects.
func memory() map[string]uint64 {
	samples := make([]metrics.Sample, len(memoryMetrics))
	for i, m := range memoryMetrics {
		samples[i].Name = m.metric
	}
	metrics.Read(samples)
	out := make(map[string]uint64, len(samples))
	for i, sm := range samples {
		if sm.Value.Kind() == metrics.KindUint64 {
			out[memoryMetrics[i].key] = sm.Value.Uint64()
		}
	}
	return out
}

// Drain readies the node to stop: health answers 503 and new
// WebSockets are refused, the node gives up its tables' leases (so that
// another node runs their bots and clocks at once), and every open
// WebSocket is closed with CloseReconnect, so that its client moves to
// another node; it waits (as long as ctx allows) for the sockets to
// have closed, since http.Server.Shutdown does not wait for them.
// Requests in flight carry on; Shutdown waits for those. Calling it
// again does nothing.
func (s *Server) Drain(ctx context.Context) error {
	if s.drain.draining.Swap(true) {
		return nil
	}
	err := s.tables.Drain(ctx)
	close(s.drain.drained)
	tick := time.NewTicker(10 * time.Millisecond)
	defer tick.Stop()
	for s.drain.clients.Load() > 0 {
		select {
		case <-tick.C:
		case <-ctx.Done():
			return errors.Join(err, fmt.Errorf("server: %d WebSockets still open after draining: %w", s.drain.clients.Load(), ctx.Err()))
		}
	}
	return err
}

// Node names the node (Config.Node).
func (s *Server) Node() string { return s.cfg.Node }
