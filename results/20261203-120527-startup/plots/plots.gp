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

# seq-rw-xterm-startup_s
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'seq-rw-xterm-startup_s.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'seq-rw-xterm: start-up time, s (less is better)' noenhanced
set xlabel 's   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [2.600000:-0.6]
set xrange [0:2.12101]
set ytics noenhanced
set key outside top center horizontal noenhanced samplen 2
plot 'data/seq-rw-xterm-startup_s.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle, \
     '' using 6:0 with points pt 5 ps 1.2 lc rgb '#2a8a2a' title 'idle (no background)'
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'seq-rw-xterm-startup_s.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'seq-rw-xterm: start-up time, s (less is better)' noenhanced
set xlabel 's   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [2.600000:-0.6]
set xrange [0:2.12101]
set ytics noenhanced
set key outside top center horizontal noenhanced samplen 2
plot 'data/seq-rw-xterm-startup_s.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle, \
     '' using 6:0 with points pt 5 ps 1.2 lc rgb '#2a8a2a' title 'idle (no background)'

# seq-r-gnome-terminal-startup_s
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'seq-r-gnome-terminal-startup_s.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'seq-r-gnome-terminal: start-up time, s (less is better)' noenhanced
set xlabel 's   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [2.600000:-0.6]
set xrange [0:7.24975]
set ytics noenhanced
set key outside top center horizontal noenhanced samplen 2
plot 'data/seq-r-gnome-terminal-startup_s.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle, \
     '' using 6:0 with points pt 5 ps 1.2 lc rgb '#2a8a2a' title 'idle (no background)'
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'seq-r-gnome-terminal-startup_s.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'seq-r-gnome-terminal: start-up time, s (less is better)' noenhanced
set xlabel 's   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [2.600000:-0.6]
set xrange [0:7.24975]
set ytics noenhanced
set key outside top center horizontal noenhanced samplen 2
plot 'data/seq-r-gnome-terminal-startup_s.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle, \
     '' using 6:0 with points pt 5 ps 1.2 lc rgb '#2a8a2a' title 'idle (no background)'

# idle-xterm-startup_s
set terminal pngcairo size 900,200 noenhanced font 'sans,10' background '#ffffff'
set output 'idle-xterm-startup_s.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'idle-xterm: start-up time, s (less is better)' noenhanced
set xlabel 's   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [2.600000:-0.6]
set xrange [0:0.0971301]
set ytics noenhanced
set key off
plot 'data/idle-xterm-startup_s.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,200 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'idle-xterm-startup_s.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'idle-xterm: start-up time, s (less is better)' noenhanced
set xlabel 's   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [2.600000:-0.6]
set xrange [0:0.0971301]
set ytics noenhanced
set key off
plot 'data/idle-xterm-startup_s.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# idle-gnome-terminal-startup_s
set terminal pngcairo size 900,200 noenhanced font 'sans,10' background '#ffffff'
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
set yrange [2.600000:-0.6]
set xrange [0:0.417605]
set ytics noenhanced
set key off
plot 'data/idle-gnome-terminal-startup_s.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,200 dynamic noenhanced font 'sans,11' background '#ffffff'
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
set yrange [2.600000:-0.6]
set xrange [0:0.417605]
set ytics noenhanced
set key off
plot 'data/idle-gnome-terminal-startup_s.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# seq-rw-xterm-completion
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'seq-rw-xterm-completion.png'
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
set title 'seq-rw-xterm: Background I/O Type: Sequential - Background I/O mix: Reads and writes - Application to start: xterm' noenhanced
plot 'data/seq-rw-xterm-completion.tsv' index 0 using 1:2 with steps lw 2 title 'BFQ low_latency', \
     'data/seq-rw-xterm-completion.tsv' index 1 using 1:2 with steps lw 2 title 'MQ Deadline', \
     'data/seq-rw-xterm-completion.tsv' index 2 using 1:2 with steps lw 2 title 'MQ None'
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'seq-rw-xterm-completion.svg'
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
set title 'seq-rw-xterm: Background I/O Type: Sequential - Background I/O mix: Reads and writes - Application to start: xterm' noenhanced
plot 'data/seq-rw-xterm-completion.tsv' index 0 using 1:2 with steps lw 2 title 'BFQ low_latency', \
     'data/seq-rw-xterm-completion.tsv' index 1 using 1:2 with steps lw 2 title 'MQ Deadline', \
     'data/seq-rw-xterm-completion.tsv' index 2 using 1:2 with steps lw 2 title 'MQ None'

# seq-r-gnome-terminal-completion
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'seq-r-gnome-terminal-completion.png'
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
set title 'seq-r-gnome-terminal: Background I/O Type: Sequential - Background I/O mix: Only reads - Application to start: Gnome terminal' noenhanced
plot 'data/seq-r-gnome-terminal-completion.tsv' index 0 using 1:2 with steps lw 2 title 'BFQ low_latency', \
     'data/seq-r-gnome-terminal-completion.tsv' index 1 using 1:2 with steps lw 2 title 'MQ Deadline', \
     'data/seq-r-gnome-terminal-completion.tsv' index 2 using 1:2 with steps lw 2 title 'MQ None'
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'seq-r-gnome-terminal-completion.svg'
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
set title 'seq-r-gnome-terminal: Background I/O Type: Sequential - Background I/O mix: Only reads - Application to start: Gnome terminal' noenhanced
plot 'data/seq-r-gnome-terminal-completion.tsv' index 0 using 1:2 with steps lw 2 title 'BFQ low_latency', \
     'data/seq-r-gnome-terminal-completion.tsv' index 1 using 1:2 with steps lw 2 title 'MQ Deadline', \
     'data/seq-r-gnome-terminal-completion.tsv' index 2 using 1:2 with steps lw 2 title 'MQ None'

# idle-xterm-completion
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'idle-xterm-completion.png'
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
set title 'idle-xterm: idle floor: the start replayed with no background (S''s start-up time on idle device)' noenhanced
plot 'data/idle-xterm-completion.tsv' index 0 using 1:2 with steps lw 2 title 'MQ None', \
     'data/idle-xterm-completion.tsv' index 1 using 1:2 with steps lw 2 title 'MQ Deadline', \
     'data/idle-xterm-completion.tsv' index 2 using 1:2 with steps lw 2 title 'BFQ low_latency'
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'idle-xterm-completion.svg'
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
set title 'idle-xterm: idle floor: the start replayed with no background (S''s start-up time on idle device)' noenhanced
plot 'data/idle-xterm-completion.tsv' index 0 using 1:2 with steps lw 2 title 'MQ None', \
     'data/idle-xterm-completion.tsv' index 1 using 1:2 with steps lw 2 title 'MQ Deadline', \
     'data/idle-xterm-completion.tsv' index 2 using 1:2 with steps lw 2 title 'BFQ low_latency'

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
     'data/idle-gnome-terminal-completion.tsv' index 1 using 1:2 with steps lw 2 title 'MQ Deadline', \
     'data/idle-gnome-terminal-completion.tsv' index 2 using 1:2 with steps lw 2 title 'BFQ low_latency'
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
     'data/idle-gnome-terminal-completion.tsv' index 1 using 1:2 with steps lw 2 title 'MQ Deadline', \
     'data/idle-gnome-terminal-completion.tsv' index 2 using 1:2 with steps lw 2 title 'BFQ low_latency'
set terminal pngcairo size 1200,460 noenhanced font 'sans,10' background '#ffffff'
set output 'seq-rw-xterm-waits.png'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'seq-rw-xterm: who waited where (block trace; solid: the app job''s requests, dashed: the background''s)' noenhanced
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set logscale xy
set format x '%g'
set format y '%g'
set yrange [0.01:100]
set key bottom left noenhanced samplen 2 font ',9'
set ylabel '% of requests, at or above (log)'
set title 'queue time'
set xlabel 'insert -> issue (in the scheduler), us (log; 0 drawn at 0.001)'
plot 'data/seq-rw-xterm-waits-queue.tsv' index 0 using 1:2 with steps lt 3 dt 1 title 'BFQ low_latency: app', \
     'data/seq-rw-xterm-waits-queue.tsv' index 1 using 1:2 with steps lt 3 dt 2 title 'BFQ low_latency: background', \
     'data/seq-rw-xterm-waits-queue.tsv' index 2 using 1:2 with steps lt 2 dt 1 title 'MQ Deadline: app', \
     'data/seq-rw-xterm-waits-queue.tsv' index 3 using 1:2 with steps lt 2 dt 2 title 'MQ Deadline: background', \
     'data/seq-rw-xterm-waits-queue.tsv' index 4 using 1:2 with steps lt 1 dt 1 title 'MQ None: app', \
     'data/seq-rw-xterm-waits-queue.tsv' index 5 using 1:2 with steps lt 1 dt 2 title 'MQ None: background'
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set logscale xy
set format x '%g'
set format y '%g'
set yrange [0.01:100]
set key bottom left noenhanced samplen 2 font ',9'
set ylabel '% of requests, at or above (log)'
set title 'device time'
set xlabel 'issue -> complete, us (log; 0 drawn at 0.001)'
plot 'data/seq-rw-xterm-waits-device.tsv' index 0 using 1:2 with steps lt 3 dt 1 title 'BFQ low_latency: app', \
     'data/seq-rw-xterm-waits-device.tsv' index 1 using 1:2 with steps lt 3 dt 2 title 'BFQ low_latency: background', \
     'data/seq-rw-xterm-waits-device.tsv' index 2 using 1:2 with steps lt 2 dt 1 title 'MQ Deadline: app', \
     'data/seq-rw-xterm-waits-device.tsv' index 3 using 1:2 with steps lt 2 dt 2 title 'MQ Deadline: background', \
     'data/seq-rw-xterm-waits-device.tsv' index 4 using 1:2 with steps lt 1 dt 1 title 'MQ None: app', \
     'data/seq-rw-xterm-waits-device.tsv' index 5 using 1:2 with steps lt 1 dt 2 title 'MQ None: background'
unset multiplot
set terminal svg size 1200,460 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'seq-rw-xterm-waits.svg'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'seq-rw-xterm: who waited where (block trace; solid: the app job''s requests, dashed: the background''s)' noenhanced
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set logscale xy
set format x '%g'
set format y '%g'
set yrange [0.01:100]
set key bottom left noenhanced samplen 2 font ',9'
set ylabel '% of requests, at or above (log)'
set title 'queue time'
set xlabel 'insert -> issue (in the scheduler), us (log; 0 drawn at 0.001)'
plot 'data/seq-rw-xterm-waits-queue.tsv' index 0 using 1:2 with steps lt 3 dt 1 title 'BFQ low_latency: app', \
     'data/seq-rw-xterm-waits-queue.tsv' index 1 using 1:2 with steps lt 3 dt 2 title 'BFQ low_latency: background', \
     'data/seq-rw-xterm-waits-queue.tsv' index 2 using 1:2 with steps lt 2 dt 1 title 'MQ Deadline: app', \
     'data/seq-rw-xterm-waits-queue.tsv' index 3 using 1:2 with steps lt 2 dt 2 title 'MQ Deadline: background', \
     'data/seq-rw-xterm-waits-queue.tsv' index 4 using 1:2 with steps lt 1 dt 1 title 'MQ None: app', \
     'data/seq-rw-xterm-waits-queue.tsv' index 5 using 1:2 with steps lt 1 dt 2 title 'MQ None: background'
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set logscale xy
set format x '%g'
set format y '%g'
set yrange [0.01:100]
set key bottom left noenhanced samplen 2 font ',9'
set ylabel '% of requests, at or above (log)'
set title 'device time'
set xlabel 'issue -> complete, us (log; 0 drawn at 0.001)'
plot 'data/seq-rw-xterm-waits-device.tsv' index 0 using 1:2 with steps lt 3 dt 1 title 'BFQ low_latency: app', \
     'data/seq-rw-xterm-waits-device.tsv' index 1 using 1:2 with steps lt 3 dt 2 title 'BFQ low_latency: background', \
     'data/seq-rw-xterm-waits-device.tsv' index 2 using 1:2 with steps lt 2 dt 1 title 'MQ Deadline: app', \
     'data/seq-rw-xterm-waits-device.tsv' index 3 using 1:2 with steps lt 2 dt 2 title 'MQ Deadline: background', \
     'data/seq-rw-xterm-waits-device.tsv' index 4 using 1:2 with steps lt 1 dt 1 title 'MQ None: app', \
     'data/seq-rw-xterm-waits-device.tsv' index 5 using 1:2 with steps lt 1 dt 2 title 'MQ None: background'
unset multiplot
set terminal pngcairo size 1200,460 noenhanced font 'sans,10' background '#ffffff'
set output 'seq-r-gnome-terminal-waits.png'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'seq-r-gnome-terminal: who waited where (block trace; solid: the app job''s requests, dashed: the background''s)' noenhanced
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set logscale xy
set format x '%g'
set format y '%g'
set yrange [0.01:100]
set key bottom left noenhanced samplen 2 font ',9'
set ylabel '% of requests, at or above (log)'
set title 'queue time'
set xlabel 'insert -> issue (in the scheduler), us (log; 0 drawn at 0.001)'
plot 'data/seq-r-gnome-terminal-waits-queue.tsv' index 0 using 1:2 with steps lt 3 dt 1 title 'BFQ low_latency: app', \
     'data/seq-r-gnome-terminal-waits-queue.tsv' index 1 using 1:2 with steps lt 3 dt 2 title 'BFQ low_latency: background', \
     'data/seq-r-gnome-terminal-waits-queue.tsv' index 2 using 1:2 with steps lt 2 dt 1 title 'MQ Deadline: app', \
     'data/seq-r-gnome-terminal-waits-queue.tsv' index 3 using 1:2 with steps lt 2 dt 2 title 'MQ Deadline: background', \
     'data/seq-r-gnome-terminal-waits-queue.tsv' index 4 using 1:2 with steps lt 1 dt 1 title 'MQ None: app', \
     'data/seq-r-gnome-terminal-waits-queue.tsv' index 5 using 1:2 with steps lt 1 dt 2 title 'MQ None: background'
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set logscale xy
set format x '%g'
set format y '%g'
set yrange [0.01:100]
set key bottom left noenhanced samplen 2 font ',9'
set ylabel '% of requests, at or above (log)'
set title 'device time'
set xlabel 'issue -> complete, us (log; 0 drawn at 0.001)'
plot 'data/seq-r-gnome-terminal-waits-device.tsv' index 0 using 1:2 with steps lt 3 dt 1 title 'BFQ low_latency: app', \
     'data/seq-r-gnome-terminal-waits-device.tsv' index 1 using 1:2 with steps lt 3 dt 2 title 'BFQ low_latency: background', \
     'data/seq-r-gnome-terminal-waits-device.tsv' index 2 using 1:2 with steps lt 2 dt 1 title 'MQ Deadline: app', \
     'data/seq-r-gnome-terminal-waits-device.tsv' index 3 using 1:2 with steps lt 2 dt 2 title 'MQ Deadline: background', \
     'data/seq-r-gnome-terminal-waits-device.tsv' index 4 using 1:2 with steps lt 1 dt 1 title 'MQ None: app', \
     'data/seq-r-gnome-terminal-waits-device.tsv' index 5 using 1:2 with steps lt 1 dt 2 title 'MQ None: background'
unset multiplot
set terminal svg size 1200,460 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'seq-r-gnome-terminal-waits.svg'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'seq-r-gnome-terminal: who waited where (block trace; solid: the app job''s requests, dashed: the background''s)' noenhanced
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set logscale xy
set format x '%g'
set format y '%g'
set yrange [0.01:100]
set key bottom left noenhanced samplen 2 font ',9'
set ylabel '% of requests, at or above (log)'
set title 'queue time'
set xlabel 'insert -> issue (in the scheduler), us (log; 0 drawn at 0.001)'
plot 'data/seq-r-gnome-terminal-waits-queue.tsv' index 0 using 1:2 with steps lt 3 dt 1 title 'BFQ low_latency: app', \
     'data/seq-r-gnome-terminal-waits-queue.tsv' index 1 using 1:2 with steps lt 3 dt 2 title 'BFQ low_latency: background', \
     'data/seq-r-gnome-terminal-waits-queue.tsv' index 2 using 1:2 with steps lt 2 dt 1 title 'MQ Deadline: app', \
     'data/seq-r-gnome-terminal-waits-queue.tsv' index 3 using 1:2 with steps lt 2 dt 2 title 'MQ Deadline: background', \
     'data/seq-r-gnome-terminal-waits-queue.tsv' index 4 using 1:2 with steps lt 1 dt 1 title 'MQ None: app', \
     'data/seq-r-gnome-terminal-waits-queue.tsv' index 5 using 1:2 with steps lt 1 dt 2 title 'MQ None: background'
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set logscale xy
set format x '%g'
set format y '%g'
set yrange [0.01:100]
set key bottom left noenhanced samplen 2 font ',9'
set ylabel '% of requests, at or above (log)'
set title 'device time'
set xlabel 'issue -> complete, us (log; 0 drawn at 0.001)'
plot 'data/seq-r-gnome-terminal-waits-device.tsv' index 0 using 1:2 with steps lt 3 dt 1 title 'BFQ low_latency: app', \
     'data/seq-r-gnome-terminal-waits-device.tsv' index 1 using 1:2 with steps lt 3 dt 2 title 'BFQ low_latency: background', \
     'data/seq-r-gnome-terminal-waits-device.tsv' index 2 using 1:2 with steps lt 2 dt 1 title 'MQ Deadline: app', \
     'data/seq-r-gnome-terminal-waits-device.tsv' index 3 using 1:2 with steps lt 2 dt 2 title 'MQ Deadline: background', \
     'data/seq-r-gnome-terminal-waits-device.tsv' index 4 using 1:2 with steps lt 1 dt 1 title 'MQ None: app', \
     'data/seq-r-gnome-terminal-waits-device.tsv' index 5 using 1:2 with steps lt 1 dt 2 title 'MQ None: background'
unset multiplot
set terminal pngcairo size 1200,460 noenhanced font 'sans,10' background '#ffffff'
set output 'idle-xterm-waits.png'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'idle-xterm: who waited where (block trace; solid: the app job''s requests, dashed: the background''s)' noenhanced
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set logscale xy
set format x '%g'
set format y '%g'
set yrange [0.01:100]
set key bottom left noenhanced samplen 2 font ',9'
set ylabel '% of requests, at or above (log)'
set title 'queue time'
set xlabel 'insert -> issue (in the scheduler), us (log; 0 drawn at 0.001)'
plot 'data/idle-xterm-waits-queue.tsv' index 0 using 1:2 with steps lt 1 dt 1 title 'MQ None: app', \
     'data/idle-xterm-waits-queue.tsv' index 1 using 1:2 with steps lt 1 dt 2 title 'MQ None: background', \
     'data/idle-xterm-waits-queue.tsv' index 2 using 1:2 with steps lt 2 dt 1 title 'MQ Deadline: app', \
     'data/idle-xterm-waits-queue.tsv' index 3 using 1:2 with steps lt 2 dt 2 title 'MQ Deadline: background', \
     'data/idle-xterm-waits-queue.tsv' index 4 using 1:2 with steps lt 3 dt 1 title 'BFQ low_latency: app'
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set logscale xy
set format x '%g'
set format y '%g'
set yrange [0.01:100]
set key bottom left noenhanced samplen 2 font ',9'
set ylabel '% of requests, at or above (log)'
set title 'device time'
set xlabel 'issue -> complete, us (log; 0 drawn at 0.001)'
plot 'data/idle-xterm-waits-device.tsv' index 0 using 1:2 with steps lt 1 dt 1 title 'MQ None: app', \
     'data/idle-xterm-waits-device.tsv' index 1 using 1:2 with steps lt 1 dt 2 title 'MQ None: background', \
     'data/idle-xterm-waits-device.tsv' index 2 using 1:2 with steps lt 2 dt 1 title 'MQ Deadline: app', \
     'data/idle-xterm-waits-device.tsv' index 3 using 1:2 with steps lt 2 dt 2 title 'MQ Deadline: background', \
     'data/idle-xterm-waits-device.tsv' index 4 using 1:2 with steps lt 3 dt 1 title 'BFQ low_latency: app'
unset multiplot
set terminal svg size 1200,460 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'idle-xterm-waits.svg'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'idle-xterm: who waited where (block trace; solid: the app job''s requests, dashed: the background''s)' noenhanced
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set logscale xy
set format x '%g'
set format y '%g'
set yrange [0.01:100]
set key bottom left noenhanced samplen 2 font ',9'
set ylabel '% of requests, at or above (log)'
set title 'queue time'
set xlabel 'insert -> issue (in the scheduler), us (log; 0 drawn at 0.001)'
plot 'data/idle-xterm-waits-queue.tsv' index 0 using 1:2 with steps lt 1 dt 1 title 'MQ None: app', \
     'data/idle-xterm-waits-queue.tsv' index 1 using 1:2 with steps lt 1 dt 2 title 'MQ None: background', \
     'data/idle-xterm-waits-queue.tsv' index 2 using 1:2 with steps lt 2 dt 1 title 'MQ Deadline: app', \
     'data/idle-xterm-waits-queue.tsv' index 3 using 1:2 with steps lt 2 dt 2 title 'MQ Deadline: background', \
     'data/idle-xterm-waits-queue.tsv' index 4 using 1:2 with steps lt 3 dt 1 title 'BFQ low_latency: app'
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set logscale xy
set format x '%g'
set format y '%g'
set yrange [0.01:100]
set key bottom left noenhanced samplen 2 font ',9'
set ylabel '% of requests, at or above (log)'
set title 'device time'
set xlabel 'issue -> complete, us (log; 0 drawn at 0.001)'
plot 'data/idle-xterm-waits-device.tsv' index 0 using 1:2 with steps lt 1 dt 1 title 'MQ None: app', \
     'data/idle-xterm-waits-device.tsv' index 1 using 1:2 with steps lt 1 dt 2 title 'MQ None: background', \
     'data/idle-xterm-waits-device.tsv' index 2 using 1:2 with steps lt 2 dt 1 title 'MQ Deadline: app', \
     'data/idle-xterm-waits-device.tsv' index 3 using 1:2 with steps lt 2 dt 2 title 'MQ Deadline: background', \
     'data/idle-xterm-waits-device.tsv' index 4 using 1:2 with steps lt 3 dt 1 title 'BFQ low_latency: app'
unset multiplot
set terminal pngcairo size 1200,460 noenhanced font 'sans,10' background '#ffffff'
set output 'idle-gnome-terminal-waits.png'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'idle-gnome-terminal: who waited where (block trace; solid: the app job''s requests, dashed: the background''s)' noenhanced
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set logscale xy
set format x '%g'
set format y '%g'
set yrange [0.01:100]
set key bottom left noenhanced samplen 2 font ',9'
set ylabel '% of requests, at or above (log)'
set title 'queue time'
set xlabel 'insert -> issue (in the scheduler), us (log; 0 drawn at 0.001)'
plot 'data/idle-gnome-terminal-waits-queue.tsv' index 0 using 1:2 with steps lt 1 dt 1 title 'MQ None: app', \
     'data/idle-gnome-terminal-waits-queue.tsv' index 1 using 1:2 with steps lt 1 dt 2 title 'MQ None: background', \
     'data/idle-gnome-terminal-waits-queue.tsv' index 2 using 1:2 with steps lt 2 dt 1 title 'MQ Deadline: app', \
     'data/idle-gnome-terminal-waits-queue.tsv' index 3 using 1:2 with steps lt 2 dt 2 title 'MQ Deadline: background', \
     'data/idle-gnome-terminal-waits-queue.tsv' index 4 using 1:2 with steps lt 3 dt 1 title 'BFQ low_latency: app', \
     'data/idle-gnome-terminal-waits-queue.tsv' index 5 using 1:2 with steps lt 3 dt 2 title 'BFQ low_latency: background'
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set logscale xy
set format x '%g'
set format y '%g'
set yrange [0.01:100]
set key bottom left noenhanced samplen 2 font ',9'
set ylabel '% of requests, at or above (log)'
set title 'device time'
set xlabel 'issue -> complete, us (log; 0 drawn at 0.001)'
plot 'data/idle-gnome-terminal-waits-device.tsv' index 0 using 1:2 with steps lt 1 dt 1 title 'MQ None: app', \
     'data/idle-gnome-terminal-waits-device.tsv' index 1 using 1:2 with steps lt 1 dt 2 title 'MQ None: background', \
     'data/idle-gnome-terminal-waits-device.tsv' index 2 using 1:2 with steps lt 2 dt 1 title 'MQ Deadline: app', \
     'data/idle-gnome-terminal-waits-device.tsv' index 3 using 1:2 with steps lt 2 dt 2 title 'MQ Deadline: background', \
     'data/idle-gnome-terminal-waits-device.tsv' index 4 using 1:2 with steps lt 3 dt 1 title 'BFQ low_latency: app', \
     'data/idle-gnome-terminal-waits-device.tsv' index 5 using 1:2 with steps lt 3 dt 2 title 'BFQ low_latency: background'
unset multiplot
set terminal svg size 1200,460 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'idle-gnome-terminal-waits.svg'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'idle-gnome-terminal: who waited where (block trace; solid: the app job''s requests, dashed: the background''s)' noenhanced
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set logscale xy
set format x '%g'
set format y '%g'
set yrange [0.01:100]
set key bottom left noenhanced samplen 2 font ',9'
set ylabel '% of requests, at or above (log)'
set title 'queue time'
set xlabel 'insert -> issue (in the scheduler), us (log; 0 drawn at 0.001)'
plot 'data/idle-gnome-terminal-waits-queue.tsv' index 0 using 1:2 with steps lt 1 dt 1 title 'MQ None: app', \
     'data/idle-gnome-terminal-waits-queue.tsv' index 1 using 1:2 with steps lt 1 dt 2 title 'MQ None: background', \
     'data/idle-gnome-terminal-waits-queue.tsv' index 2 using 1:2 with steps lt 2 dt 1 title 'MQ Deadline: app', \
     'data/idle-gnome-terminal-waits-queue.tsv' index 3 using 1:2 with steps lt 2 dt 2 title 'MQ Deadline: background', \
     'data/idle-gnome-terminal-waits-queue.tsv' index 4 using 1:2 with steps lt 3 dt 1 title 'BFQ low_latency: app', \
     'data/idle-gnome-terminal-waits-queue.tsv' index 5 using 1:2 with steps lt 3 dt 2 title 'BFQ low_latency: background'
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set logscale xy
set format x '%g'
set format y '%g'
set yrange [0.01:100]
set key bottom left noenhanced samplen 2 font ',9'
set ylabel '% of requests, at or above (log)'
set title 'device time'
set xlabel 'issue -> complete, us (log; 0 drawn at 0.001)'
plot 'data/idle-gnome-terminal-waits-device.tsv' index 0 using 1:2 with steps lt 1 dt 1 title 'MQ None: app', \
     'data/idle-gnome-terminal-waits-device.tsv' index 1 using 1:2 with steps lt 1 dt 2 title 'MQ None: background', \
     'data/idle-gnome-terminal-waits-device.tsv' index 2 using 1:2 with steps lt 2 dt 1 title 'MQ Deadline: app', \
     'data/idle-gnome-terminal-waits-device.tsv' index 3 using 1:2 with steps lt 2 dt 2 title 'MQ Deadline: background', \
     'data/idle-gnome-terminal-waits-device.tsv' index 4 using 1:2 with steps lt 3 dt 1 title 'BFQ low_latency: app', \
     'data/idle-gnome-terminal-waits-device.tsv' index 5 using 1:2 with steps lt 3 dt 2 title 'BFQ low_latency: background'
unset multiplot
