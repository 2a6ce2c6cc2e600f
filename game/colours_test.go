package game

import (
	"slices"
	"testing"
)

func TestSettleColours(t *testing.T) {
	palette := []string{"#aa0000", "#00aa00", "#0000aa"}
	tests := []struct {
		name    string
		in      []string
		want    []string
		wantErr string
	}{
		{"none asked", []string{"", ""}, []string{"#aa0000", "#00aa00"}, ""},
		{"asked kept, lower case", []string{"#00AA00", ""}, []string{"#00aa00", "#aa0000"}, ""},
		{"asked colour skipped in the palette", []string{"", "#aa0000"}, []string{"#00aa00", "#aa0000"}, ""},
		{"twice, any case", []string{"#123456", "#123456"}, nil, "seats[1].setup.colour: #123456 is seat 0's colour"},
		{"palette runs out", []string{"", "", "", ""}, []string{"#aa0000", "#00aa00", "#0000aa", ""}, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := slices.Clone(tc.in)
			err := SettleColours(got, palette)
			if tc.wantErr != "" {
				if err == nil || err.Error() != tc.wantErr {
					t.Fatalf("err = %v, want %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("got %v, want %v", got, tc.want)
			}
		})
	}
}
