// Package jobstest makes a test binary its own worker process, for the
// tests of work done in one (jobs.Pool.Run): TestMain calls Main with
// the test's handlers, and a Pool built with Command starts the binary
// again to serve one job with them.
package jobstest

import (
	"context"
	"os"
	"testing"

	"evergreen/jobs"
)

// env tells a test binary it was started as a worker process.
const env = "EVERGREEN_JOBS_TEST_WORKER"

// Main runs the tests or, in a worker process Command started, serves
// one job with handlers; it never returns. Call it from TestMain.
func Main(m *testing.M, handlers map[string]jobs.Handler) {
	if os.Getenv(env) != "" {
		if err := jobs.Serve(context.Background(), os.Stdin, os.Stdout, handlers); err != nil {
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// Command starts this test binary as a worker process
// (jobs.Config.Command), for as long as t runs.
func Command(t testing.TB) []string {
	t.Setenv(env, "1")
	return []string{os.Args[0], "-test.run=^$"}
}
