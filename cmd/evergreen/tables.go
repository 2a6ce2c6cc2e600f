package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"evergreen/store"
)

const tablesLong = `List the tables in a server's database, newest first, for operators:
each table's room code, state, times and seats (no secrets). It never
creates a database; opening one brings an older schema up to date, as
serve does.`

const tablesExample = `  evergreen tables
  evergreen tables --status playing --limit 0
  evergreen tables --data 'postgres://evergreen@db.example/evergreen' --json`

func (a *app) tablesCommand() *cobra.Command {
	var (
		data, status string
		limit        int
		asJSON       bool
	)
	cmd := &cobra.Command{
		Use:     "tables",
		Short:   "List the tables in a server's database",
		Long:    tablesLong,
		Example: tablesExample,
		Args:    noArgs,
		RunE: func(*cobra.Command, []string) error {
			a.code = listTables(data, status, limit, asJSON, a.stdout, a.stderr)
			return nil
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&data, "data", envOr("EVERGREEN_DATA", "evergreen.db"), "the server's database: a SQLite file or a postgres:// URL (env EVERGREEN_DATA)")
	fl.StringVar(&status, "status", "", "only tables in this state: lobby, playing or ended")
	fl.IntVar(&limit, "limit", 20, "at most this many tables, newest first; 0 for all")
	fl.BoolVar(&asJSON, "json", false, "print JSON instead of a table")
	_ = cmd.RegisterFlagCompletionFunc("status", cobra.FixedCompletions([]string{store.StatusLobby, store.StatusPlaying, store.StatusEnded}, cobra.ShellCompDirectiveNoFileComp))
	return cmd
}

// listTables is "evergreen tables"; it returns the exit status.
func listTables(data, status string, limit int, asJSON bool, stdout, stderr io.Writer) int {
	switch status {
	case "", store.StatusLobby, store.StatusPlaying, store.StatusEnded:
	default:
		return usageError(stderr, "evergreen tables", "--status: must be lobby, playing or ended, got %q", status)
	}
	if limit < 0 {
		return usageError(stderr, "evergreen tables", "--limit: must be 0 (all) or more, got %d", limit)
	}
	if !isPostgresURL(data) {
		if _, err := os.Stat(data); errors.Is(err, os.ErrNotExist) {
			fmt.Fprintf(stderr, "evergreen tables: no database at %s (the server creates it on first start; -data names another)\n", data)
			return 1
		}
	}
	ctx := context.Background()
	st, shown, err := openStore(ctx, data)
	if err != nil {
		fmt.Fprintf(stderr, "evergreen tables: opening %s: %v\n", shown, err)
		return 1
	}
	defer st.Close()
	list, err := st.Tables(ctx, status, limit)
	if err != nil {
		fmt.Fprintf(stderr, "evergreen tables: reading %s: %v\n", shown, err)
		return 1
	}
	if asJSON {
		out := make([]tableLine, 0, len(list))
		for _, t := range list {
			out = append(out, lineOf(t))
		}
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(out); err != nil {
			fmt.Fprintf(stderr, "evergreen tables: %v\n", err)
			return 1
		}
		return 0
	}
	if len(list) == 0 {
		what := "tables"
		if status != "" {
			what = status + " tables"
		}
		fmt.Fprintf(stdout, "No %s in %s.\n", what, shown)
		return 0
	}
	w := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(w, "CODE\tSTATUS\tCREATED (UTC)\tUPDATED (UTC)\tSEATS")
	for _, t := range list {
		l := lineOf(t)
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%s\n", l.Code, l.Status, t.CreatedAt.UTC().Format(time.DateTime), t.UpdatedAt.UTC().Format(time.DateTime), strings.Join(l.Seats, ", "))
	}
	if err := w.Flush(); err != nil {
		fmt.Fprintf(stderr, "evergreen tables: %v\n", err)
		return 1
	}
	return 0
}

// tableLine is one table as `evergreen tables -json` prints it: what an
// operator needs, and no token hashes.
type tableLine struct {
	Code    string    `json:"code"`
	Game    string    `json:"game"`
	Status  string    `json:"status"`
	Rules   string    `json:"rules_code"`
	Created time.Time `json:"created"`
	Updated time.Time `json:"updated"`
	Seats   []string  `json:"seats"` // "Ada (local)", "bot steward", "open (online)"
	Rematch string    `json:"rematch,omitempty"`
}

func lineOf(t store.Table) tableLine {
	l := tableLine{Code: t.Code, Game: t.Game, Status: t.Status, Rules: t.RulesCode, Created: t.CreatedAt, Updated: t.UpdatedAt, Rematch: t.Rematch, Seats: []string{}}
	for _, s := range t.Seats {
		switch {
		case s.Kind == store.KindBot:
			l.Seats = append(l.Seats, "bot "+s.Bot)
		case s.Kind == store.KindOnline && !s.Claimed:
			l.Seats = append(l.Seats, "open (online)")
		case s.Name != "":
			l.Seats = append(l.Seats, fmt.Sprintf("%q (%s)", s.Name, s.Kind))
		default:
			l.Seats = append(l.Seats, "unnamed ("+s.Kind+")")
		}
	}
	return l
}
