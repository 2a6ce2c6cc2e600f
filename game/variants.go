package game

import (
	"fmt"
	"io/fs"
	"path"
	"strings"
)

// Variant is a ready-made rule set a game's Studio offers beside its
// default: a patch onto the default, never the default itself, badged
// "variant" where it differs.
type Variant struct {
	// ID is the file's name without ".json" ("forest-at-four").
	ID string
	// Patch is the document, merged onto the default to play it.
	Patch []byte
}

// ReadVariants reads every dir/*.json of fsys (a game's embedded
// content) as a Variant, in file-name order.
func ReadVariants(fsys fs.FS, dir string) ([]Variant, error) {
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return nil, fmt.Errorf("game: variants: %w", err)
	}
	var out []Variant
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".json") {
			continue
		}
		data, err := fs.ReadFile(fsys, path.Join(dir, e.Name()))
		if err != nil {
			return nil, fmt.Errorf("game: variants: %w", err)
		}
		out = append(out, Variant{ID: strings.TrimSuffix(e.Name(), ".json"), Patch: data})
	}
	return out, nil
}
