package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"evergreen/game"
)

const gamesUsage = `Usage: evergreen games [-json]

List the games this program hosts, the default first: each game's name
(what -game and a scenario's "game" field take), its player range, its
title and the bots that can play a seat under its default rules.

Flags:
`

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
}

func gamesCmd(args []string, stdout, stderr io.Writer) int {
	return gamesWith(hosted(), args, stdout, stderr)
}

// gamesWith is "evergreen games" for the games of list.
func gamesWith(list game.List, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("evergreen games", flag.ContinueOnError)
	fs.SetOutput(stderr)
	asJSON := fs.Bool("json", false, "print a JSON array instead of a table")
	fs.Usage = func() {
		fmt.Fprint(stderr, gamesUsage)
		fs.PrintDefaults()
	}
	if code, done := parseFlags(fs, args, stderr); done {
		return code
	}
	infos := make([]gameInfo, len(list))
	for i, g := range list {
		lo, hi := g.Players()
		info := gameInfo{Name: g.Name(), Title: g.Title(), MinPlayers: lo, MaxPlayers: hi, Bots: []string{}, Default: i == 0}
		_, info.Terminal = g.(game.Terminal)
		r, err := g.Rules(nil)
		if err != nil {
			fmt.Fprintf(stderr, "evergreen games: %s: the default rules: %v\n", g.Name(), err)
			return 1
		}
		info.Bots = r.Bots().Names()
		infos[i] = info
	}
	if *asJSON {
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
