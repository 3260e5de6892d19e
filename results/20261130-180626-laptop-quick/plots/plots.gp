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

# randread-4k-mbps
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'randread-4k-mbps.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:503.274]
set ytics noenhanced
set key off
plot 'data/randread-4k-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randread-4k-mbps.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:503.274]
set ytics noenhanced
set key off
plot 'data/randread-4k-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randread-4k-iops
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'randread-4k-iops.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:125794]
set ytics noenhanced
set key off
plot 'data/randread-4k-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randread-4k-iops.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:125794]
set ytics noenhanced
set key off
plot 'data/randread-4k-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randread-4k-p50_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'randread-4k-p50_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k: p50 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:775.137]
set ytics noenhanced
set key off
plot 'data/randread-4k-p50_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randread-4k-p50_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k: p50 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:775.137]
set ytics noenhanced
set key off
plot 'data/randread-4k-p50_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randread-4k-p99_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'randread-4k-p99_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k: p99 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1791.94]
set ytics noenhanced
set key off
plot 'data/randread-4k-p99_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randread-4k-p99_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k: p99 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1791.94]
set ytics noenhanced
set key off
plot 'data/randread-4k-p99_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randread-4k-p99.9_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'randread-4k-p99.9_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k: p99.9 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:36133.6]
set ytics noenhanced
set key off
plot 'data/randread-4k-p99.9_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randread-4k-p99.9_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k: p99.9 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:36133.6]
set ytics noenhanced
set key off
plot 'data/randread-4k-p99.9_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randwrite-4k-mbps
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'randwrite-4k-mbps.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randwrite-4k: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:447.546]
set ytics noenhanced
set key off
plot 'data/randwrite-4k-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randwrite-4k-mbps.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randwrite-4k: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:447.546]
set ytics noenhanced
set key off
plot 'data/randwrite-4k-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randwrite-4k-iops
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'randwrite-4k-iops.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randwrite-4k: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:111862]
set ytics noenhanced
set key off
plot 'data/randwrite-4k-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randwrite-4k-iops.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randwrite-4k: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:111862]
set ytics noenhanced
set key off
plot 'data/randwrite-4k-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randwrite-4k-p50_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'randwrite-4k-p50_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randwrite-4k: p50 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:784.804]
set ytics noenhanced
set key off
plot 'data/randwrite-4k-p50_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randwrite-4k-p50_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randwrite-4k: p50 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:784.804]
set ytics noenhanced
set key off
plot 'data/randwrite-4k-p50_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randwrite-4k-p99_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'randwrite-4k-p99_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randwrite-4k: p99 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1847.52]
set ytics noenhanced
set key off
plot 'data/randwrite-4k-p99_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randwrite-4k-p99_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randwrite-4k: p99 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1847.52]
set ytics noenhanced
set key off
plot 'data/randwrite-4k-p99_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randwrite-4k-p99.9_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'randwrite-4k-p99.9_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randwrite-4k: p99.9 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:32885.6]
set ytics noenhanced
set key off
plot 'data/randwrite-4k-p99.9_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randwrite-4k-p99.9_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randwrite-4k: p99.9 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:32885.6]
set ytics noenhanced
set key off
plot 'data/randwrite-4k-p99.9_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-4k-mbps
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'read-4k-mbps.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'read-4k: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:563.887]
set ytics noenhanced
set key off
plot 'data/read-4k-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'read-4k-mbps.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'read-4k: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:563.887]
set ytics noenhanced
set key off
plot 'data/read-4k-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-4k-iops
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'read-4k-iops.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'read-4k: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:140947]
set ytics noenhanced
set key off
plot 'data/read-4k-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'read-4k-iops.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'read-4k: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:140947]
set ytics noenhanced
set key off
plot 'data/read-4k-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-4k-p50_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'read-4k-p50_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'read-4k: p50 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:674.847]
set ytics noenhanced
set key off
plot 'data/read-4k-p50_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'read-4k-p50_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'read-4k: p50 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:674.847]
set ytics noenhanced
set key off
plot 'data/read-4k-p50_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-4k-p99_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'read-4k-p99_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'read-4k: p99 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1825.77]
set ytics noenhanced
set key off
plot 'data/read-4k-p99_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'read-4k-p99_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'read-4k: p99 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1825.77]
set ytics noenhanced
set key off
plot 'data/read-4k-p99_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-4k-p99.9_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'read-4k-p99.9_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'read-4k: p99.9 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:36636.3]
set ytics noenhanced
set key off
plot 'data/read-4k-p99.9_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'read-4k-p99.9_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'read-4k: p99.9 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:36636.3]
set ytics noenhanced
set key off
plot 'data/read-4k-p99.9_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# write-4k-mbps
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'write-4k-mbps.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'write-4k: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:499.499]
set ytics noenhanced
set key off
plot 'data/write-4k-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'write-4k-mbps.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'write-4k: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:499.499]
set ytics noenhanced
set key off
plot 'data/write-4k-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# write-4k-iops
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'write-4k-iops.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'write-4k: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:124850]
set ytics noenhanced
set key off
plot 'data/write-4k-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'write-4k-iops.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'write-4k: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:124850]
set ytics noenhanced
set key off
plot 'data/write-4k-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# write-4k-p50_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'write-4k-p50_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'write-4k: p50 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:747.346]
set ytics noenhanced
set key off
plot 'data/write-4k-p50_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'write-4k-p50_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'write-4k: p50 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:747.346]
set ytics noenhanced
set key off
plot 'data/write-4k-p50_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# write-4k-p99_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'write-4k-p99_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'write-4k: p99 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1591.36]
set ytics noenhanced
set key off
plot 'data/write-4k-p99_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'write-4k-p99_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'write-4k: p99 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1591.36]
set ytics noenhanced
set key off
plot 'data/write-4k-p99_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# write-4k-p99.9_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'write-4k-p99.9_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'write-4k: p99.9 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:28864.3]
set ytics noenhanced
set key off
plot 'data/write-4k-p99.9_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'write-4k-p99.9_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'write-4k: p99.9 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:28864.3]
set ytics noenhanced
set key off
plot 'data/write-4k-p99.9_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randread-2m-mbps
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'randread-2m-mbps.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-2m: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:2945.83]
set ytics noenhanced
set key off
plot 'data/randread-2m-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randread-2m-mbps.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-2m: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:2945.83]
set ytics noenhanced
set key off
plot 'data/randread-2m-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randread-2m-iops
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'randread-2m-iops.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-2m: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1413.99]
set ytics noenhanced
set key off
plot 'data/randread-2m-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randread-2m-iops.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-2m: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1413.99]
set ytics noenhanced
set key off
plot 'data/randread-2m-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randread-2m-p50_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'randread-2m-p50_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-2m: p50 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:87463]
set ytics noenhanced
set key off
plot 'data/randread-2m-p50_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randread-2m-p50_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-2m: p50 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:87463]
set ytics noenhanced
set key off
plot 'data/randread-2m-p50_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randread-2m-p99_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'randread-2m-p99_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-2m: p99 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:372124]
set ytics noenhanced
set key off
plot 'data/randread-2m-p99_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randread-2m-p99_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-2m: p99 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:372124]
set ytics noenhanced
set key off
plot 'data/randread-2m-p99_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randread-2m-p99.9_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'randread-2m-p99.9_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-2m: p99.9 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:425947]
set ytics noenhanced
set key off
plot 'data/randread-2m-p99.9_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randread-2m-p99.9_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-2m: p99.9 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:425947]
set ytics noenhanced
set key off
plot 'data/randread-2m-p99.9_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randwrite-2m-mbps
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'randwrite-2m-mbps.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randwrite-2m: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:2462.41]
set ytics noenhanced
set key off
plot 'data/randwrite-2m-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randwrite-2m-mbps.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randwrite-2m: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:2462.41]
set ytics noenhanced
set key off
plot 'data/randwrite-2m-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randwrite-2m-iops
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'randwrite-2m-iops.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randwrite-2m: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1178.07]
set ytics noenhanced
set key off
plot 'data/randwrite-2m-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randwrite-2m-iops.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randwrite-2m: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1178.07]
set ytics noenhanced
set key off
plot 'data/randwrite-2m-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randwrite-2m-p50_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'randwrite-2m-p50_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randwrite-2m: p50 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:98444.2]
set ytics noenhanced
set key off
plot 'data/randwrite-2m-p50_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randwrite-2m-p50_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randwrite-2m: p50 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:98444.2]
set ytics noenhanced
set key off
plot 'data/randwrite-2m-p50_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randwrite-2m-p99_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'randwrite-2m-p99_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randwrite-2m: p99 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:307629]
set ytics noenhanced
set key off
plot 'data/randwrite-2m-p99_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randwrite-2m-p99_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randwrite-2m: p99 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:307629]
set ytics noenhanced
set key off
plot 'data/randwrite-2m-p99_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randwrite-2m-p99.9_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'randwrite-2m-p99.9_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randwrite-2m: p99.9 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:379548]
set ytics noenhanced
set key off
plot 'data/randwrite-2m-p99.9_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randwrite-2m-p99.9_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randwrite-2m: p99.9 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:379548]
set ytics noenhanced
set key off
plot 'data/randwrite-2m-p99.9_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-2m-mbps
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'read-2m-mbps.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'read-2m: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:2839.47]
set ytics noenhanced
set key off
plot 'data/read-2m-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'read-2m-mbps.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'read-2m: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:2839.47]
set ytics noenhanced
set key off
plot 'data/read-2m-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-2m-iops
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'read-2m-iops.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'read-2m: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1362.1]
set ytics noenhanced
set key off
plot 'data/read-2m-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'read-2m-iops.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'read-2m: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1362.1]
set ytics noenhanced
set key off
plot 'data/read-2m-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-2m-p50_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'read-2m-p50_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'read-2m: p50 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:101847]
set ytics noenhanced
set key off
plot 'data/read-2m-p50_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'read-2m-p50_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'read-2m: p50 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:101847]
set ytics noenhanced
set key off
plot 'data/read-2m-p50_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-2m-p99_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'read-2m-p99_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'read-2m: p99 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:167193]
set ytics noenhanced
set key off
plot 'data/read-2m-p99_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'read-2m-p99_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'read-2m: p99 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:167193]
set ytics noenhanced
set key off
plot 'data/read-2m-p99_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-2m-p99.9_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'read-2m-p99.9_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'read-2m: p99.9 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:216067]
set ytics noenhanced
set key off
plot 'data/read-2m-p99.9_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'read-2m-p99.9_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'read-2m: p99.9 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:216067]
set ytics noenhanced
set key off
plot 'data/read-2m-p99.9_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# write-2m-mbps
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'write-2m-mbps.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'write-2m: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:2380.24]
set ytics noenhanced
set key off
plot 'data/write-2m-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'write-2m-mbps.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'write-2m: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:2380.24]
set ytics noenhanced
set key off
plot 'data/write-2m-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# write-2m-iops
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'write-2m-iops.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'write-2m: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1137.88]
set ytics noenhanced
set key off
plot 'data/write-2m-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'write-2m-iops.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'write-2m: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1137.88]
set ytics noenhanced
set key off
plot 'data/write-2m-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# write-2m-p50_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'write-2m-p50_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'write-2m: p50 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:132935]
set ytics noenhanced
set key off
plot 'data/write-2m-p50_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'write-2m-p50_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'write-2m: p50 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:132935]
set ytics noenhanced
set key off
plot 'data/write-2m-p50_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# write-2m-p99_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'write-2m-p99_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'write-2m: p99 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:393777]
set ytics noenhanced
set key off
plot 'data/write-2m-p99_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'write-2m-p99_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'write-2m: p99 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:393777]
set ytics noenhanced
set key off
plot 'data/write-2m-p99_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# write-2m-p99.9_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'write-2m-p99.9_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'write-2m: p99.9 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:398726]
set ytics noenhanced
set key off
plot 'data/write-2m-p99.9_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'write-2m-p99.9_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'write-2m: p99.9 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:398726]
set ytics noenhanced
set key off
plot 'data/write-2m-p99.9_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randread-4k-latency
set terminal pngcairo size 900,520 noenhanced font 'sans,10' background '#ffffff'
set output 'randread-4k-latency.png'
reset
set datafile separator "\t"
set logscale xy
set border 3
set xtics nomirror out
set ytics nomirror out
set format y '%.0f'
set grid xtics ytics mytics lc rgb '#dddddd'
set xtics ('p50' 2, 'p90' 10, 'p99' 100, 'p99.9' 1000, 'p99.99' 10000)
set xrange [1.8:11000]
set key top left noenhanced
set ylabel 'completion latency, usec'
set xlabel 'percentile (mean over runs of the engine histogram percentiles)'
set title 'randread-4k: completion latency percentiles (less is better)' noenhanced
plot 'data/randread-4k-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None', \
     'data/randread-4k-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/randread-4k-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber', \
     'data/randread-4k-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency'
set terminal svg size 900,520 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randread-4k-latency.svg'
reset
set datafile separator "\t"
set logscale xy
set border 3
set xtics nomirror out
set ytics nomirror out
set format y '%.0f'
set grid xtics ytics mytics lc rgb '#dddddd'
set xtics ('p50' 2, 'p90' 10, 'p99' 100, 'p99.9' 1000, 'p99.99' 10000)
set xrange [1.8:11000]
set key top left noenhanced
set ylabel 'completion latency, usec'
set xlabel 'percentile (mean over runs of the engine histogram percentiles)'
set title 'randread-4k: completion latency percentiles (less is better)' noenhanced
plot 'data/randread-4k-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None', \
     'data/randread-4k-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/randread-4k-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber', \
     'data/randread-4k-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency'

# randwrite-4k-latency
set terminal pngcairo size 900,520 noenhanced font 'sans,10' background '#ffffff'
set output 'randwrite-4k-latency.png'
reset
set datafile separator "\t"
set logscale xy
set border 3
set xtics nomirror out
set ytics nomirror out
set format y '%.0f'
set grid xtics ytics mytics lc rgb '#dddddd'
set xtics ('p50' 2, 'p90' 10, 'p99' 100, 'p99.9' 1000, 'p99.99' 10000)
set xrange [1.8:11000]
set key top left noenhanced
set ylabel 'completion latency, usec'
set xlabel 'percentile (mean over runs of the engine histogram percentiles)'
set title 'randwrite-4k: completion latency percentiles (less is better)' noenhanced
plot 'data/randwrite-4k-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None', \
     'data/randwrite-4k-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency', \
     'data/randwrite-4k-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/randwrite-4k-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber'
set terminal svg size 900,520 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randwrite-4k-latency.svg'
reset
set datafile separator "\t"
set logscale xy
set border 3
set xtics nomirror out
set ytics nomirror out
set format y '%.0f'
set grid xtics ytics mytics lc rgb '#dddddd'
set xtics ('p50' 2, 'p90' 10, 'p99' 100, 'p99.9' 1000, 'p99.99' 10000)
set xrange [1.8:11000]
set key top left noenhanced
set ylabel 'completion latency, usec'
set xlabel 'percentile (mean over runs of the engine histogram percentiles)'
set title 'randwrite-4k: completion latency percentiles (less is better)' noenhanced
plot 'data/randwrite-4k-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None', \
     'data/randwrite-4k-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency', \
     'data/randwrite-4k-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/randwrite-4k-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber'

# read-4k-latency
set terminal pngcairo size 900,520 noenhanced font 'sans,10' background '#ffffff'
set output 'read-4k-latency.png'
reset
set datafile separator "\t"
set logscale xy
set border 3
set xtics nomirror out
set ytics nomirror out
set format y '%.0f'
set grid xtics ytics mytics lc rgb '#dddddd'
set xtics ('p50' 2, 'p90' 10, 'p99' 100, 'p99.9' 1000, 'p99.99' 10000)
set xrange [1.8:11000]
set key top left noenhanced
set ylabel 'completion latency, usec'
set xlabel 'percentile (mean over runs of the engine histogram percentiles)'
set title 'read-4k: completion latency percentiles (less is better)' noenhanced
plot 'data/read-4k-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber', \
     'data/read-4k-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None', \
     'data/read-4k-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/read-4k-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency'
set terminal svg size 900,520 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'read-4k-latency.svg'
reset
set datafile separator "\t"
set logscale xy
set border 3
set xtics nomirror out
set ytics nomirror out
set format y '%.0f'
set grid xtics ytics mytics lc rgb '#dddddd'
set xtics ('p50' 2, 'p90' 10, 'p99' 100, 'p99.9' 1000, 'p99.99' 10000)
set xrange [1.8:11000]
set key top left noenhanced
set ylabel 'completion latency, usec'
set xlabel 'percentile (mean over runs of the engine histogram percentiles)'
set title 'read-4k: completion latency percentiles (less is better)' noenhanced
plot 'data/read-4k-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber', \
     'data/read-4k-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None', \
     'data/read-4k-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/read-4k-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency'

# write-4k-latency
set terminal pngcairo size 900,520 noenhanced font 'sans,10' background '#ffffff'
set output 'write-4k-latency.png'
reset
set datafile separator "\t"
set logscale xy
set border 3
set xtics nomirror out
set ytics nomirror out
set format y '%.0f'
set grid xtics ytics mytics lc rgb '#dddddd'
set xtics ('p50' 2, 'p90' 10, 'p99' 100, 'p99.9' 1000, 'p99.99' 10000)
set xrange [1.8:11000]
set key top left noenhanced
set ylabel 'completion latency, usec'
set xlabel 'percentile (mean over runs of the engine histogram percentiles)'
set title 'write-4k: completion latency percentiles (less is better)' noenhanced
plot 'data/write-4k-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber', \
     'data/write-4k-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/write-4k-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None', \
     'data/write-4k-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency'
set terminal svg size 900,520 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'write-4k-latency.svg'
reset
set datafile separator "\t"
set logscale xy
set border 3
set xtics nomirror out
set ytics nomirror out
set format y '%.0f'
set grid xtics ytics mytics lc rgb '#dddddd'
set xtics ('p50' 2, 'p90' 10, 'p99' 100, 'p99.9' 1000, 'p99.99' 10000)
set xrange [1.8:11000]
set key top left noenhanced
set ylabel 'completion latency, usec'
set xlabel 'percentile (mean over runs of the engine histogram percentiles)'
set title 'write-4k: completion latency percentiles (less is better)' noenhanced
plot 'data/write-4k-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber', \
     'data/write-4k-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/write-4k-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None', \
     'data/write-4k-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency'

# randread-2m-latency
set terminal pngcairo size 900,520 noenhanced font 'sans,10' background '#ffffff'
set output 'randread-2m-latency.png'
reset
set datafile separator "\t"
set logscale xy
set border 3
set xtics nomirror out
set ytics nomirror out
set format y '%.0f'
set grid xtics ytics mytics lc rgb '#dddddd'
set xtics ('p50' 2, 'p90' 10, 'p99' 100, 'p99.9' 1000, 'p99.99' 10000)
set xrange [1.8:11000]
set key top left noenhanced
set ylabel 'completion latency, usec'
set xlabel 'percentile (mean over runs of the engine histogram percentiles)'
set title 'randread-2m: completion latency percentiles (less is better)' noenhanced
plot 'data/randread-2m-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None', \
     'data/randread-2m-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/randread-2m-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber', \
     'data/randread-2m-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency'
set terminal svg size 900,520 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randread-2m-latency.svg'
reset
set datafile separator "\t"
set logscale xy
set border 3
set xtics nomirror out
set ytics nomirror out
set format y '%.0f'
set grid xtics ytics mytics lc rgb '#dddddd'
set xtics ('p50' 2, 'p90' 10, 'p99' 100, 'p99.9' 1000, 'p99.99' 10000)
set xrange [1.8:11000]
set key top left noenhanced
set ylabel 'completion latency, usec'
set xlabel 'percentile (mean over runs of the engine histogram percentiles)'
set title 'randread-2m: completion latency percentiles (less is better)' noenhanced
plot 'data/randread-2m-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None', \
     'data/randread-2m-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/randread-2m-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber', \
     'data/randread-2m-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency'

# randwrite-2m-latency
set terminal pngcairo size 900,520 noenhanced font 'sans,10' background '#ffffff'
set output 'randwrite-2m-latency.png'
reset
set datafile separator "\t"
set logscale xy
set border 3
set xtics nomirror out
set ytics nomirror out
set format y '%.0f'
set grid xtics ytics mytics lc rgb '#dddddd'
set xtics ('p50' 2, 'p90' 10, 'p99' 100, 'p99.9' 1000, 'p99.99' 10000)
set xrange [1.8:11000]
set key top left noenhanced
set ylabel 'completion latency, usec'
set xlabel 'percentile (mean over runs of the engine histogram percentiles)'
set title 'randwrite-2m: completion latency percentiles (less is better)' noenhanced
plot 'data/randwrite-2m-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/randwrite-2m-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency', \
     'data/randwrite-2m-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None', \
     'data/randwrite-2m-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber'
set terminal svg size 900,520 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randwrite-2m-latency.svg'
reset
set datafile separator "\t"
set logscale xy
set border 3
set xtics nomirror out
set ytics nomirror out
set format y '%.0f'
set grid xtics ytics mytics lc rgb '#dddddd'
set xtics ('p50' 2, 'p90' 10, 'p99' 100, 'p99.9' 1000, 'p99.99' 10000)
set xrange [1.8:11000]
set key top left noenhanced
set ylabel 'completion latency, usec'
set xlabel 'percentile (mean over runs of the engine histogram percentiles)'
set title 'randwrite-2m: completion latency percentiles (less is better)' noenhanced
plot 'data/randwrite-2m-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/randwrite-2m-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency', \
     'data/randwrite-2m-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None', \
     'data/randwrite-2m-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber'

# read-2m-latency
set terminal pngcairo size 900,520 noenhanced font 'sans,10' background '#ffffff'
set output 'read-2m-latency.png'
reset
set datafile separator "\t"
set logscale xy
set border 3
set xtics nomirror out
set ytics nomirror out
set format y '%.0f'
set grid xtics ytics mytics lc rgb '#dddddd'
set xtics ('p50' 2, 'p90' 10, 'p99' 100, 'p99.9' 1000, 'p99.99' 10000)
set xrange [1.8:11000]
set key top left noenhanced
set ylabel 'completion latency, usec'
set xlabel 'percentile (mean over runs of the engine histogram percentiles)'
set title 'read-2m: completion latency percentiles (less is better)' noenhanced
plot 'data/read-2m-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None', \
     'data/read-2m-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/read-2m-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency', \
     'data/read-2m-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber'
set terminal svg size 900,520 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'read-2m-latency.svg'
reset
set datafile separator "\t"
set logscale xy
set border 3
set xtics nomirror out
set ytics nomirror out
set format y '%.0f'
set grid xtics ytics mytics lc rgb '#dddddd'
set xtics ('p50' 2, 'p90' 10, 'p99' 100, 'p99.9' 1000, 'p99.99' 10000)
set xrange [1.8:11000]
set key top left noenhanced
set ylabel 'completion latency, usec'
set xlabel 'percentile (mean over runs of the engine histogram percentiles)'
set title 'read-2m: completion latency percentiles (less is better)' noenhanced
plot 'data/read-2m-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None', \
     'data/read-2m-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/read-2m-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency', \
     'data/read-2m-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber'

# write-2m-latency
set terminal pngcairo size 900,520 noenhanced font 'sans,10' background '#ffffff'
set output 'write-2m-latency.png'
reset
set datafile separator "\t"
set logscale xy
set border 3
set xtics nomirror out
set ytics nomirror out
set format y '%.0f'
set grid xtics ytics mytics lc rgb '#dddddd'
set xtics ('p50' 2, 'p90' 10, 'p99' 100, 'p99.9' 1000, 'p99.99' 10000)
set xrange [1.8:11000]
set key top left noenhanced
set ylabel 'completion latency, usec'
set xlabel 'percentile (mean over runs of the engine histogram percentiles)'
set title 'write-2m: completion latency percentiles (less is better)' noenhanced
plot 'data/write-2m-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency', \
     'data/write-2m-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None', \
     'data/write-2m-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber', \
     'data/write-2m-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline'
set terminal svg size 900,520 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'write-2m-latency.svg'
reset
set datafile separator "\t"
set logscale xy
set border 3
set xtics nomirror out
set ytics nomirror out
set format y '%.0f'
set grid xtics ytics mytics lc rgb '#dddddd'
set xtics ('p50' 2, 'p90' 10, 'p99' 100, 'p99.9' 1000, 'p99.99' 10000)
set xrange [1.8:11000]
set key top left noenhanced
set ylabel 'completion latency, usec'
set xlabel 'percentile (mean over runs of the engine histogram percentiles)'
set title 'write-2m: completion latency percentiles (less is better)' noenhanced
plot 'data/write-2m-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency', \
     'data/write-2m-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None', \
     'data/write-2m-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber', \
     'data/write-2m-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline'
set terminal pngcairo size 1100,286 noenhanced font 'sans,10' background '#ffffff'
set output 'overview-mbps.png'
reset
set datafile separator "\t"
set title 'Which scheduler for which workload: MB/s, as a fraction of the best (mean / best)' noenhanced
set xrange [-0.5:7.5]
set yrange [3.5:-0.5]
set border 0
set xtics scale 0 noenhanced
set ytics scale 0 noenhanced
set x2tics scale 0
unset colorbox
set key off
set palette defined (0.5 '#d9544f', 0.75 '#f3d36b', 1 '#4fa86a')
set cbrange [0.5:1]
set xlabel '* best   ~ not significantly different from it (Welch, 95 %)   ? undecidable, N < 3 (no test made)   (~ and ? grey)' offset 0,-1
set style fill solid 1 border lc rgb '#ffffff'
unset x2tics
plot 'data/overview-mbps.tsv' using 1:2:(0.5):(0.5):7:xticlabels(5):yticlabels(6) with boxxyerror lc rgb variable, \
     '' using 1:2:4 with labels font ',10'
set terminal svg size 1100,286 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'overview-mbps.svg'
reset
set datafile separator "\t"
set title 'Which scheduler for which workload: MB/s, as a fraction of the best (mean / best)' noenhanced
set xrange [-0.5:7.5]
set yrange [3.5:-0.5]
set border 0
set xtics scale 0 noenhanced
set ytics scale 0 noenhanced
set x2tics scale 0
unset colorbox
set key off
set palette defined (0.5 '#d9544f', 0.75 '#f3d36b', 1 '#4fa86a')
set cbrange [0.5:1]
set xlabel '* best   ~ not significantly different from it (Welch, 95 %)   ? undecidable, N < 3 (no test made)   (~ and ? grey)' offset 0,-1
set style fill solid 1 border lc rgb '#ffffff'
unset x2tics
plot 'data/overview-mbps.tsv' using 1:2:(0.5):(0.5):7:xticlabels(5):yticlabels(6) with boxxyerror lc rgb variable, \
     '' using 1:2:4 with labels font ',10'
set terminal pngcairo size 1100,286 noenhanced font 'sans,10' background '#ffffff'
set output 'overview-p99_us.png'
reset
set datafile separator "\t"
set title 'Which scheduler for which workload: p99 completion latency, usec, as a fraction of the best (best / mean)' noenhanced
set xrange [-0.5:7.5]
set yrange [3.5:-0.5]
set border 0
set xtics scale 0 noenhanced
set ytics scale 0 noenhanced
set x2tics scale 0
unset colorbox
set key off
set palette defined (0.487653 '#d9544f', 0.743826 '#f3d36b', 1 '#4fa86a')
set cbrange [0.487653:1]
set xlabel '* best   ~ not significantly different from it (Welch, 95 %)   ? undecidable, N < 3 (no test made)   (~ and ? grey)' offset 0,-1
set style fill solid 1 border lc rgb '#ffffff'
unset x2tics
plot 'data/overview-p99_us.tsv' using 1:2:(0.5):(0.5):7:xticlabels(5):yticlabels(6) with boxxyerror lc rgb variable, \
     '' using 1:2:4 with labels font ',10'
set terminal svg size 1100,286 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'overview-p99_us.svg'
reset
set datafile separator "\t"
set title 'Which scheduler for which workload: p99 completion latency, usec, as a fraction of the best (best / mean)' noenhanced
set xrange [-0.5:7.5]
set yrange [3.5:-0.5]
set border 0
set xtics scale 0 noenhanced
set ytics scale 0 noenhanced
set x2tics scale 0
unset colorbox
set key off
set palette defined (0.487653 '#d9544f', 0.743826 '#f3d36b', 1 '#4fa86a')
set cbrange [0.487653:1]
set xlabel '* best   ~ not significantly different from it (Welch, 95 %)   ? undecidable, N < 3 (no test made)   (~ and ? grey)' offset 0,-1
set style fill solid 1 border lc rgb '#ffffff'
unset x2tics
plot 'data/overview-p99_us.tsv' using 1:2:(0.5):(0.5):7:xticlabels(5):yticlabels(6) with boxxyerror lc rgb variable, \
     '' using 1:2:4 with labels font ',10'
