package preview

import (
	"context"
	"encoding/json"
	"fmt"

	"evergreen/bots"
	"evergreen/game"
	"evergreen/jobs"
	"evergreen/sim"
)

// JobKind names a preview's games in a worker process (jobs.Pool.Run).
const JobKind = "preview"

// playRequest is one rule set's games of a preview, as a worker process
// plays them: the whole rule-set document travels, since a Studio's rule
// set need not be stored anywhere the worker could read it.
type playRequest struct {
	Game    string          `json:"game"`
	Code    string          `json:"code"`
	Rules   json.RawMessage `json:"rules"`
	Spec    Spec            `json:"spec"`
	Workers int             `json:"workers"`
}

// playInWorker plays the games of rs in a worker process of the pool:
// the same games, seed and bots as in this process, so the same report.
func (r *Runner) playInWorker(ctx context.Context, rs game.Rules, spec Spec, progress func(done int)) (*sim.Report, error) {
	req := playRequest{Game: r.cfg.Game.Name(), Code: rs.Code(), Rules: rs.Doc(), Spec: spec, Workers: r.cfg.Workers}
	raw, err := r.cfg.Pool.Run(ctx, JobKind, req, func(e json.RawMessage) {
		var done int
		if json.Unmarshal(e, &done) == nil {
			progress(done)
		}
	})
	if err != nil {
		return nil, err
	}
	var rep sim.Report
	if err := json.Unmarshal(raw, &rep); err != nil {
		return nil, fmt.Errorf("preview: the worker's report: %w", err)
	}
	return &rep, nil
}

// WorkerHandler plays a preview's games in a worker process, for the
// games of list (cmd/evergreen's worker command serves it).
func WorkerHandler(list game.List) jobs.Handler {
	return func(ctx context.Context, raw json.RawMessage, w *jobs.Worker) (any, error) {
		var req playRequest
		if err := json.Unmarshal(raw, &req); err != nil {
			return nil, fmt.Errorf("preview: reading the request: %w", err)
		}
		g, err := list.Get(req.Game)
		if err != nil {
			return nil, err
		}
		rs, err := g.Document(req.Rules)
		if err != nil {
			return nil, fmt.Errorf("preview: the rule set %s: %w", req.Code, err)
		}
		if rs.Code() != req.Code {
			return nil, fmt.Errorf("preview: the rule set sent as %s reads as %s here (is the worker another version of the program?)", req.Code, rs.Code())
		}
		return sim.Run(ctx, sim.Config{
			Game:     g,
			Rules:    rs,
			Bots:     req.Spec.Bots,
			NewBot:   func(name string) (bots.Bot, error) { return rs.Bots().New(name) },
			Games:    req.Spec.Games,
			Seed:     Seed,
			Workers:  req.Workers,
			Gate:     w.Acquire,
			Progress: func(done, _ int) { w.Event(done) },
		})
	}
}
