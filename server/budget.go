package server

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"time"

	"evergreen/jobs"
	"evergreen/preview"
	"evergreen/web/gameweb"
)

// Budgets for the Studios' expensive work, beside the limits of
// limit.go (room-code guesses, tables per hour, rule sets per day) and
// the socket caps of sockets.go:
//
//   - Balance previews run in one jobs.Pool the server lends every game
//     (game.Host.Jobs): Config.PreviewWorkers slots (default half the
//     cores), so the live tables keep the rest; a fair queue over the
//     clients; no preview dearer than Config.PreviewCost units (games ×
//     seats × bot cost, preview.Spec.Cost: the Studio has no accounts, so
//     every visitor is anonymous and gets small previews only); and each
//     client's previews, counted in units, held to Config.PreviewBudget
//     an hour, its network's to four times that, across every server on
//     the store.
//   - Checking a rule set (…/api/rulesets/validate) is held to
//     Config.ChecksPerMinute per client, across every server on the store.

// previewPool is the pool every game's previews run in.
func (s *Server) previewPool() *jobs.Pool {
	return jobs.New(jobs.Config{Slots: s.cfg.PreviewWorkers, MaxCost: int64(s.cfg.PreviewCost), Charge: s.chargePreview, Duty: s.cfg.PreviewDuty, Command: s.cfg.WorkerCommand})
}

// previewWindow is the window of the preview budget.
const previewWindow = time.Hour

// chargePreview takes a preview's cost from its client's hourly budget
// and its network's (four times as much), here and in the shared
// counts; it refuses, taking nothing, when either would go over.
func (s *Server) chargePreview(ctx context.Context, client string, cost int64) error {
	keys := []string{"preview/addr/" + client, "preview/net/" + networkOf(client)}
	caps := []int64{int64(s.cfg.PreviewBudget), 4 * int64(s.cfg.PreviewBudget)}
	for _, k := range keys {
		if s.guesses.shared.isShut(k) {
			return s.overBudget()
		}
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), sharedWait)
	defer cancel()
	counts, err := s.guesses.shared.add(ctx, previewWindow, cost, keys, caps)
	if err != nil {
		return nil // the shared count is out of reach: the pool's own bounds still hold
	}
	for i := range keys {
		if counts[i] > caps[i] {
			_, _ = s.guesses.shared.add(ctx, previewWindow, -cost, keys, caps)
			return s.overBudget()
		}
	}
	return nil
}

func (s *Server) overBudget() error {
	return fmt.Errorf("%w: this address has used its previews for this hour (%d units: games × seats, a search bot's seat counting %d): try again later or ask for fewer games",
		jobs.ErrBudget, s.cfg.PreviewBudget, preview.SearchCost)
}

// isRulesetCheck reports whether r checks a rule set in a Studio
// (POST …/api/rulesets/validate, at any game's prefix).
func isRulesetCheck(r *http.Request) bool {
	return r.Method == http.MethodPost && strings.HasSuffix(r.URL.Path, "/api/rulesets/validate")
}

// checkQuota caps the rule-set checks of one client a minute.
func (s *Server) checkQuota() quota {
	return quota{s.guesses.shared, "checks/", time.Minute, int64(s.cfg.ChecksPerMinute)}
}

// countRulesetCheck serves a check unless the client has used this
// minute's.
func (s *Server) countRulesetCheck(next http.Handler, w http.ResponseWriter, r *http.Request) {
	if _, ok := s.checkQuota().reserve(r.Context(), clientKey(s.clientAddr(r))); !ok {
		w.Header().Set("Retry-After", "60")
		gameweb.WriteError(w, http.StatusTooManyRequests, gameweb.Error{Code: "rate_limited",
			Message: fmt.Sprintf("this address has checked %d rule sets this minute, the most a minute: wait a minute", s.cfg.ChecksPerMinute)})
		return
	}
	next.ServeHTTP(w, r)
}
