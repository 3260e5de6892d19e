# plots.gp: written by scripts/compare --plots; 'gnuplot plots.gp' in this folder
# draws every plot again from the data files in data/.
set linetype 1 lc rgb '#3b6ea8' lw 2 pt 7 ps 0.6
set linetype 2 lc rgb '#d9822b' lw 2 pt 7 ps 0.6
set linetype 3 lc rgb '#3a9a5b' lw 2 pt 7 ps 0.6
set linetype 4 lc rgb '#c23b3b' lw 2 pt 7 ps 0.6
set linetype 5 lc rgb '#8a5cb0' lw 2 pt 7 ps 0.6
set linetype 6 lc rgb '#8c6d3f' lw 2 pt 7 ps 0.6
set linetype 7 lc rgb '#d46aa8' lw 2 pt 7 ps 0.6
set linetype 8 lc rgb '#707070' lw 2 pt 7 ps 0.6
set linetype cycle 8

# seq-rw-gnome-terminal-startup_s
set terminal pngcairo size 900,200 noenhanced font 'sans,10' background '#ffffff'
set output 'seq-rw-gnome-terminal-startup_s.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'seq-rw-gnome-terminal: start-up time, s (less is better)' noenhanced
set xlabel 's   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [1.600000:-0.6]
set xrange [0:2.64331]
set ytics noenhanced
set key outside top center horizontal noenhanced samplen 2
plot 'data/seq-rw-gnome-terminal-startup_s.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle, \
     '' using 6:0 with points pt 5 ps 1.2 lc rgb '#2a8a2a' title 'idle (no background)'
set terminal svg size 900,200 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'seq-rw-gnome-terminal-startup_s.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'seq-rw-gnome-terminal: start-up time, s (less is better)' noenhanced
set xlabel 's   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [1.600000:-0.6]
set xrange [0:2.64331]
set ytics noenhanced
set key outside top center horizontal noenhanced samplen 2
plot 'data/seq-rw-gnome-terminal-startup_s.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle, \
     '' using 6:0 with points pt 5 ps 1.2 lc rgb '#2a8a2a' title 'idle (no background)'

# seq-rw-lowriter-startup_s
set terminal pngcairo size 900,200 noenhanced font 'sans,10' background '#ffffff'
set output 'seq-rw-lowriter-startup_s.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'seq-rw-lowriter: start-up time, s (less is better)' noenhanced
set xlabel 's   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [1.600000:-0.6]
set xrange [0:4.52088]
set ytics noenhanced
set key outside top center horizontal noenhanced samplen 2
plot 'data/seq-rw-lowriter-startup_s.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle, \
     '' using 6:0 with points pt 5 ps 1.2 lc rgb '#2a8a2a' title 'idle (no background)'
set terminal svg size 900,200 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'seq-rw-lowriter-startup_s.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'seq-rw-lowriter: start-up time, s (less is better)' noenhanced
set xlabel 's   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [1.600000:-0.6]
set xrange [0:4.52088]
set ytics noenhanced
set key outside top center horizontal noenhanced samplen 2
plot 'data/seq-rw-lowriter-startup_s.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle, \
     '' using 6:0 with points pt 5 ps 1.2 lc rgb '#2a8a2a' title 'idle (no background)'

# idle-gnome-terminal-startup_s
set terminal pngcairo size 900,170 noenhanced font 'sans,10' background '#ffffff'
set output 'idle-gnome-terminal-startup_s.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'idle-gnome-terminal: start-up time, s (less is better)' noenhanced
set xlabel 's   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [1.600000:-0.6]
set xrange [0:0.385465]
set ytics noenhanced
set key off
plot 'data/idle-gnome-terminal-startup_s.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,170 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'idle-gnome-terminal-startup_s.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'idle-gnome-terminal: start-up time, s (less is better)' noenhanced
set xlabel 's   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [1.600000:-0.6]
set xrange [0:0.385465]
set ytics noenhanced
set key off
plot 'data/idle-gnome-terminal-startup_s.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# idle-lowriter-startup_s
set terminal pngcairo size 900,170 noenhanced font 'sans,10' background '#ffffff'
set output 'idle-lowriter-startup_s.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'idle-lowriter: start-up time, s (less is better)' noenhanced
set xlabel 's   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [1.600000:-0.6]
set xrange [0:0.276546]
set ytics noenhanced
set key off
plot 'data/idle-lowriter-startup_s.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,170 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'idle-lowriter-startup_s.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'idle-lowriter: start-up time, s (less is better)' noenhanced
set xlabel 's   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [1.600000:-0.6]
set xrange [0:0.276546]
set ytics noenhanced
set key off
plot 'data/idle-lowriter-startup_s.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# seq-rw-gnome-terminal-completion
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'seq-rw-gnome-terminal-completion.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set xlabel 'time since the first request of the start, s'
set ylabel 'requests completed, share of the trace'
set yrange [0:1.02]
set key bottom right noenhanced
set title 'seq-rw-gnome-terminal: Background I/O Type: Sequential - Background I/O mix: Reads and writes - Application to start: Gnome terminal' noenhanced
plot 'data/seq-rw-gnome-terminal-completion.tsv' index 0 using 1:2 with steps lw 2 title 'BFQ low_latency', \
     'data/seq-rw-gnome-terminal-completion.tsv' index 1 using 1:2 with steps lw 2 title 'MQ None'
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'seq-rw-gnome-terminal-completion.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set xlabel 'time since the first request of the start, s'
set ylabel 'requests completed, share of the trace'
set yrange [0:1.02]
set key bottom right noenhanced
set title 'seq-rw-gnome-terminal: Background I/O Type: Sequential - Background I/O mix: Reads and writes - Application to start: Gnome terminal' noenhanced
plot 'data/seq-rw-gnome-terminal-completion.tsv' index 0 using 1:2 with steps lw 2 title 'BFQ low_latency', \
     'data/seq-rw-gnome-terminal-completion.tsv' index 1 using 1:2 with steps lw 2 title 'MQ None'

# seq-rw-lowriter-completion
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'seq-rw-lowriter-completion.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set xlabel 'time since the first request of the start, s'
set ylabel 'requests completed, share of the trace'
set yrange [0:1.02]
set key bottom right noenhanced
set title 'seq-rw-lowriter: Background I/O Type: Sequential - Background I/O mix: Reads and writes - Application to start: LibreOffice Writer' noenhanced
plot 'data/seq-rw-lowriter-completion.tsv' index 0 using 1:2 with steps lw 2 title 'BFQ low_latency', \
     'data/seq-rw-lowriter-completion.tsv' index 1 using 1:2 with steps lw 2 title 'MQ None'
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'seq-rw-lowriter-completion.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set xlabel 'time since the first request of the start, s'
set ylabel 'requests completed, share of the trace'
set yrange [0:1.02]
set key bottom right noenhanced
set title 'seq-rw-lowriter: Background I/O Type: Sequential - Background I/O mix: Reads and writes - Application to start: LibreOffice Writer' noenhanced
plot 'data/seq-rw-lowriter-completion.tsv' index 0 using 1:2 with steps lw 2 title 'BFQ low_latency', \
     'data/seq-rw-lowriter-completion.tsv' index 1 using 1:2 with steps lw 2 title 'MQ None'

# idle-gnome-terminal-completion
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'idle-gnome-terminal-completion.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set xlabel 'time since the first request of the start, s'
set ylabel 'requests completed, share of the trace'
set yrange [0:1.02]
set key bottom right noenhanced
set title 'idle-gnome-terminal: idle floor: the start replayed with no background (S''s start-up time on idle device)' noenhanced
plot 'data/idle-gnome-terminal-completion.tsv' index 0 using 1:2 with steps lw 2 title 'MQ None', \
     'data/idle-gnome-terminal-completion.tsv' index 1 using 1:2 with steps lw 2 title 'BFQ low_latency'
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'idle-gnome-terminal-completion.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set xlabel 'time since the first request of the start, s'
set ylabel 'requests completed, share of the trace'
set yrange [0:1.02]
set key bottom right noenhanced
set title 'idle-gnome-terminal: idle floor: the start replayed with no background (S''s start-up time on idle device)' noenhanced
plot 'data/idle-gnome-terminal-completion.tsv' index 0 using 1:2 with steps lw 2 title 'MQ None', \
     'data/idle-gnome-terminal-completion.tsv' index 1 using 1:2 with steps lw 2 title 'BFQ low_latency'

# idle-lowriter-completion
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'idle-lowriter-completion.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set xlabel 'time since the first request of the start, s'
set ylabel 'requests completed, share of the trace'
set yrange [0:1.02]
set key bottom right noenhanced
set title 'idle-lowriter: idle floor: the start replayed with no background (S''s start-up time on idle device)' noenhanced
plot 'data/idle-lowriter-completion.tsv' index 0 using 1:2 with steps lw 2 title 'MQ None', \
     'data/idle-lowriter-completion.tsv' index 1 using 1:2 with steps lw 2 title 'BFQ low_latency'
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'idle-lowriter-completion.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set xlabel 'time since the first request of the start, s'
set ylabel 'requests completed, share of the trace'
set yrange [0:1.02]
set key bottom right noenhanced
set title 'idle-lowriter: idle floor: the start replayed with no background (S''s start-up time on idle device)' noenhanced
plot 'data/idle-lowriter-completion.tsv' index 0 using 1:2 with steps lw 2 title 'MQ None', \
     'data/idle-lowriter-completion.tsv' index 1 using 1:2 with steps lw 2 title 'BFQ low_latency'
