package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"evergreen/game"
)

const gamesLong = `List the games this program hosts, the default first: each game's name
(what --game and a scenario's "game" field take), its player range, its
title and the bots that can play a seat under its default rules. With
--json, each game's declared manifest too: whether seats decide at once,
chance, hidden information, a solitary opponent the rules run, and the
sections of its Rulebook and Studio.`

// gameInfo is one hosted game as "evergreen games -json" prints it.
type gameInfo struct {
	Name       string   `json:"name"`
	Title      string   `json:"title"`
	MinPlayers int      `json:"min_players"`
	MaxPlayers int      `json:"max_players"`
	Bots       []string `json:"bots"`
	// Terminal is whether "evergreen play" can play it.
	Terminal bool `json:"terminal"`
	Default  bool `json:"default"`
	// Manifest is what the game declares it has (game.Manifest).
	Manifest game.Manifest `json:"manifest"`
}

func (a *app) gamesCommand() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "games",
		Short: "List the hosted games, their player counts and bots",
		Long:  gamesLong,
		Example: `  evergreen games
  evergreen games --json`,
		Args: noArgs,
		RunE: func(*cobra.Command, []string) error {
			a.code = listGames(a.list, asJSON, a.stdout, a.stderr)
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print a JSON array instead of a table")
	return cmd
}

// listGames is "evergreen games" for the games of list.
func listGames(list game.List, asJSON bool, stdout, stderr io.Writer) int {
	infos := make([]gameInfo, len(list))
	for i, g := range list {
		lo, hi := g.Players()
		info := gameInfo{Name: g.Name(), Title: g.Title(), MinPlayers: lo, MaxPlayers: hi, Bots: []string{}, Default: i == 0, Manifest: g.Manifest()}
		_, info.Terminal = g.(game.Terminal)
		r, err := g.Rules(nil)
		if err != nil {
			fmt.Fprintf(stderr, "evergreen games: %s: the default rules: %v\n", g.Name(), err)
			return 1
		}
		info.Bots = r.Bots().Names()
		infos[i] = info
	}
	if asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(infos); err != nil {
			return 1
		}
		return 0
	}
	tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "NAME\tPLAYERS\tTITLE\tBOTS")
	for _, in := range infos {
		players := fmt.Sprintf("%d-%d", in.MinPlayers, in.MaxPlayers)
		if in.MinPlayers == in.MaxPlayers {
			players = fmt.Sprint(in.MinPlayers)
		}
		title := in.Title
		if in.Default {
			title += " (default)"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", in.Name, players, title, strings.Join(in.Bots, ", "))
	}
	if err := tw.Flush(); err != nil {
		return 1
	}
	return 0
}
