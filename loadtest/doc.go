// Package loadtest drives a running Evergreen server the way real players
// do: it opens tables, claims every seat over HTTP, connects one WebSocket
// per seat and plays random legal moves, measuring how long each move
// takes to come back as a broadcast update.
//
// It is used by `evergreen loadtest` (throughput and latency under many
// open tables) and by the crash test (every move a client saw
// acknowledged must survive a kill -9 of the server).
package loadtest
