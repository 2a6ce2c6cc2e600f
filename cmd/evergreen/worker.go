package main

import (
	"context"
	"fmt"

	"github.com/spf13/cobra"

	"evergreen/jobs"
	"evergreen/preview"
	"evergreen/review"
)

// workerCommand is the process a server starts for a job it keeps out
// of its own way (jobs.Pool.Run): it reads one job on standard input,
// answers on standard output, and is no command for people.
func (a *app) workerCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "worker",
		Short: "Do one background job for a server (started by evergreen serve)",
		Long: `Do one background job — a balance preview's games or a review — for the
server that started this process at the lowest priority: the job comes
as JSON on standard input, the answers go to standard output, one a
line. People never run it; "evergreen serve" does, unless it is given
--jobs-in-process.`,
		Example: `  evergreen serve                     # starts "evergreen worker" for each preview and review
  evergreen serve --jobs-in-process   # makes them in its own process instead`,
		Hidden: true,
		Args:   noArgs,
		RunE: func(*cobra.Command, []string) error {
			handlers := map[string]jobs.Handler{
				preview.JobKind: preview.WorkerHandler(a.list),
				review.JobKind:  review.WorkerHandler(a.list),
			}
			if err := jobs.Serve(context.Background(), a.stdin, a.stdout, handlers); err != nil {
				fmt.Fprintf(a.stderr, "evergreen worker: %v\n", err)
				a.code = 1
			}
			return nil
		},
	}
}
