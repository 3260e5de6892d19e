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
set xrange [0:569.267]
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
set xrange [0:569.267]
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
set xrange [0:142313]
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
set xrange [0:142313]
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
set xrange [0:1110.64]
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
set xrange [0:1110.64]
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
set xrange [0:17864.7]
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
set xrange [0:17864.7]
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
set xrange [0:36049.2]
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
set xrange [0:36049.2]
set ytics noenhanced
set key off
plot 'data/randread-4k-p99.9_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randread-4k-merge_ratio
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'randread-4k-merge_ratio.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k: merge ratio, merges / (ios + merges) (more is better)' noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1]
set ytics noenhanced
set key off
plot 'data/randread-4k-merge_ratio.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randread-4k-merge_ratio.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k: merge ratio, merges / (ios + merges) (more is better)' noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1]
set ytics noenhanced
set key off
plot 'data/randread-4k-merge_ratio.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
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
set xrange [0:386.796]
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
set xrange [0:386.796]
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
set xrange [0:96695.6]
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
set xrange [0:96695.6]
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
set xrange [0:1158.07]
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
set xrange [0:1158.07]
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
set xrange [0:15076.6]
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
set xrange [0:15076.6]
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
set xrange [0:29180.8]
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
set xrange [0:29180.8]
set ytics noenhanced
set key off
plot 'data/randwrite-4k-p99.9_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randwrite-4k-merge_ratio
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'randwrite-4k-merge_ratio.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randwrite-4k: merge ratio, merges / (ios + merges) (more is better)' noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:6.87465e-06]
set ytics noenhanced
set key off
plot 'data/randwrite-4k-merge_ratio.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randwrite-4k-merge_ratio.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randwrite-4k: merge ratio, merges / (ios + merges) (more is better)' noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:6.87465e-06]
set ytics noenhanced
set key off
plot 'data/randwrite-4k-merge_ratio.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
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
set xrange [0:618.381]
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
set xrange [0:618.381]
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
set xrange [0:154592]
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
set xrange [0:154592]
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
set xrange [0:762.357]
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
set xrange [0:762.357]
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
set xrange [0:12126.6]
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
set xrange [0:12126.6]
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
set xrange [0:37315.8]
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
set xrange [0:37315.8]
set ytics noenhanced
set key off
plot 'data/read-4k-p99.9_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-4k-merge_ratio
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'read-4k-merge_ratio.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'read-4k: merge ratio, merges / (ios + merges) (more is better)' noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:0.000895626]
set ytics noenhanced
set key off
plot 'data/read-4k-merge_ratio.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'read-4k-merge_ratio.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'read-4k: merge ratio, merges / (ios + merges) (more is better)' noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:0.000895626]
set ytics noenhanced
set key off
plot 'data/read-4k-merge_ratio.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
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
set xrange [0:514.34]
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
set xrange [0:514.34]
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
set xrange [0:128582]
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
set xrange [0:128582]
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
set xrange [0:912.268]
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
set xrange [0:912.268]
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
set xrange [0:10336]
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
set xrange [0:10336]
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
set xrange [0:29388.6]
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
set xrange [0:29388.6]
set ytics noenhanced
set key off
plot 'data/write-4k-p99.9_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# write-4k-merge_ratio
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'write-4k-merge_ratio.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'write-4k: merge ratio, merges / (ios + merges) (more is better)' noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:0.000124091]
set ytics noenhanced
set key off
plot 'data/write-4k-merge_ratio.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'write-4k-merge_ratio.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'write-4k: merge ratio, merges / (ios + merges) (more is better)' noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:0.000124091]
set ytics noenhanced
set key off
plot 'data/write-4k-merge_ratio.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
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
set xrange [0:3108.84]
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
set xrange [0:3108.84]
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
set xrange [0:1514.28]
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
set xrange [0:1514.28]
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
set xrange [0:112301]
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
set xrange [0:112301]
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
set xrange [0:313094]
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
set xrange [0:313094]
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
set xrange [0:444278]
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
set xrange [0:444278]
set ytics noenhanced
set key off
plot 'data/randread-2m-p99.9_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randread-2m-merge_ratio
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'randread-2m-merge_ratio.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-2m: merge ratio, merges / (ios + merges) (more is better)' noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:0.0050547]
set ytics noenhanced
set key off
plot 'data/randread-2m-merge_ratio.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randread-2m-merge_ratio.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-2m: merge ratio, merges / (ios + merges) (more is better)' noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:0.0050547]
set ytics noenhanced
set key off
plot 'data/randread-2m-merge_ratio.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
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
set xrange [0:2472.7]
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
set xrange [0:2472.7]
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
set xrange [0:1203.67]
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
set xrange [0:1203.67]
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
set xrange [0:109916]
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
set xrange [0:109916]
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
set xrange [0:1.0254e+06]
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
set xrange [0:1.0254e+06]
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
set xrange [0:1.14474e+06]
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
set xrange [0:1.14474e+06]
set ytics noenhanced
set key off
plot 'data/randwrite-2m-p99.9_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randwrite-2m-merge_ratio
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'randwrite-2m-merge_ratio.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randwrite-2m: merge ratio, merges / (ios + merges) (more is better)' noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:0.00479149]
set ytics noenhanced
set key off
plot 'data/randwrite-2m-merge_ratio.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randwrite-2m-merge_ratio.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randwrite-2m: merge ratio, merges / (ios + merges) (more is better)' noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:0.00479149]
set ytics noenhanced
set key off
plot 'data/randwrite-2m-merge_ratio.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
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
set xrange [0:2652.88]
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
set xrange [0:2652.88]
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
set xrange [0:1291.65]
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
set xrange [0:1291.65]
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
set xrange [0:131739]
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
set xrange [0:131739]
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
set xrange [0:217664]
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
set xrange [0:217664]
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
set xrange [0:661065]
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
set xrange [0:661065]
set ytics noenhanced
set key off
plot 'data/read-2m-p99.9_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-2m-merge_ratio
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'read-2m-merge_ratio.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'read-2m: merge ratio, merges / (ios + merges) (more is better)' noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1]
set ytics noenhanced
set key off
plot 'data/read-2m-merge_ratio.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'read-2m-merge_ratio.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'read-2m: merge ratio, merges / (ios + merges) (more is better)' noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1]
set ytics noenhanced
set key off
plot 'data/read-2m-merge_ratio.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
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
set xrange [0:2325.92]
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
set xrange [0:2325.92]
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
set xrange [0:1132]
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
set xrange [0:1132]
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
set xrange [0:123814]
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
set xrange [0:123814]
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
set xrange [0:1.10178e+06]
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
set xrange [0:1.10178e+06]
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
set xrange [0:1.21199e+06]
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
set xrange [0:1.21199e+06]
set ytics noenhanced
set key off
plot 'data/write-2m-p99.9_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# write-2m-merge_ratio
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output 'write-2m-merge_ratio.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'write-2m: merge ratio, merges / (ios + merges) (more is better)' noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:0.00443182]
set ytics noenhanced
set key off
plot 'data/write-2m-merge_ratio.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'write-2m-merge_ratio.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'write-2m: merge ratio, merges / (ios + merges) (more is better)' noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:0.00443182]
set ytics noenhanced
set key off
plot 'data/write-2m-merge_ratio.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
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
plot 'data/randread-4k-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/randread-4k-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None', \
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
plot 'data/randread-4k-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/randread-4k-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None', \
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
     'data/randwrite-4k-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/randwrite-4k-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber', \
     'data/randwrite-4k-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency'
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
     'data/randwrite-4k-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/randwrite-4k-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber', \
     'data/randwrite-4k-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency'

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
plot 'data/read-4k-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None', \
     'data/read-4k-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/read-4k-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency', \
     'data/read-4k-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber'
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
plot 'data/read-4k-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None', \
     'data/read-4k-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/read-4k-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency', \
     'data/read-4k-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber'

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
plot 'data/write-4k-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency', \
     'data/write-4k-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None', \
     'data/write-4k-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/write-4k-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber'
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
plot 'data/write-4k-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency', \
     'data/write-4k-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None', \
     'data/write-4k-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/write-4k-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber'

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
plot 'data/randread-2m-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency', \
     'data/randread-2m-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber', \
     'data/randread-2m-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None', \
     'data/randread-2m-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline'
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
plot 'data/randread-2m-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency', \
     'data/randread-2m-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber', \
     'data/randread-2m-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None', \
     'data/randread-2m-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline'

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
plot 'data/randwrite-2m-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None', \
     'data/randwrite-2m-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber', \
     'data/randwrite-2m-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/randwrite-2m-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency'
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
plot 'data/randwrite-2m-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None', \
     'data/randwrite-2m-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber', \
     'data/randwrite-2m-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/randwrite-2m-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency'

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
plot 'data/read-2m-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency', \
     'data/read-2m-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/read-2m-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber', \
     'data/read-2m-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None'
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
plot 'data/read-2m-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency', \
     'data/read-2m-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/read-2m-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber', \
     'data/read-2m-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None'

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
plot 'data/write-2m-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/write-2m-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency', \
     'data/write-2m-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber', \
     'data/write-2m-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None'
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
plot 'data/write-2m-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/write-2m-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency', \
     'data/write-2m-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber', \
     'data/write-2m-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None'
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
set palette defined (0.132092 '#d9544f', 0.566046 '#f3d36b', 1 '#4fa86a')
set cbrange [0.132092:1]
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
set palette defined (0.132092 '#d9544f', 0.566046 '#f3d36b', 1 '#4fa86a')
set cbrange [0.132092:1]
set xlabel '* best   ~ not significantly different from it (Welch, 95 %)   ? undecidable, N < 3 (no test made)   (~ and ? grey)' offset 0,-1
set style fill solid 1 border lc rgb '#ffffff'
unset x2tics
plot 'data/overview-p99_us.tsv' using 1:2:(0.5):(0.5):7:xticlabels(5):yticlabels(6) with boxxyerror lc rgb variable, \
     '' using 1:2:4 with labels font ',10'
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'randread-4k-throughput.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set key outside right top vertical noenhanced
set xlabel 'seconds from the first I/O after ramp_time'
set yrange [0:*]
set ylabel 'MB/s (= KiB/s / 1000)'
set title 'randread-4k: throughput over time (line: mean of the runs, band: their min..max)' noenhanced
plot 'data/randread-4k-throughput.tsv' index 0 using 1:3:4 with filledcurves lt 1 fs transparent solid 0.18 noborder notitle, '' index 0 using 1:2 with lines lt 1 title 'MQ None', \
     'data/randread-4k-throughput.tsv' index 1 using 1:3:4 with filledcurves lt 2 fs transparent solid 0.18 noborder notitle, '' index 1 using 1:2 with lines lt 2 title 'MQ Deadline', \
     'data/randread-4k-throughput.tsv' index 2 using 1:3:4 with filledcurves lt 3 fs transparent solid 0.18 noborder notitle, '' index 2 using 1:2 with lines lt 3 title 'Kyber', \
     'data/randread-4k-throughput.tsv' index 3 using 1:3:4 with filledcurves lt 4 fs transparent solid 0.18 noborder notitle, '' index 3 using 1:2 with lines lt 4 title 'BFQ low_latency'
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randread-4k-throughput.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set key outside right top vertical noenhanced
set xlabel 'seconds from the first I/O after ramp_time'
set yrange [0:*]
set ylabel 'MB/s (= KiB/s / 1000)'
set title 'randread-4k: throughput over time (line: mean of the runs, band: their min..max)' noenhanced
plot 'data/randread-4k-throughput.tsv' index 0 using 1:3:4 with filledcurves lt 1 fs transparent solid 0.18 noborder notitle, '' index 0 using 1:2 with lines lt 1 title 'MQ None', \
     'data/randread-4k-throughput.tsv' index 1 using 1:3:4 with filledcurves lt 2 fs transparent solid 0.18 noborder notitle, '' index 1 using 1:2 with lines lt 2 title 'MQ Deadline', \
     'data/randread-4k-throughput.tsv' index 2 using 1:3:4 with filledcurves lt 3 fs transparent solid 0.18 noborder notitle, '' index 2 using 1:2 with lines lt 3 title 'Kyber', \
     'data/randread-4k-throughput.tsv' index 3 using 1:3:4 with filledcurves lt 4 fs transparent solid 0.18 noborder notitle, '' index 3 using 1:2 with lines lt 4 title 'BFQ low_latency'
set terminal pngcairo size 1350,440 noenhanced font 'sans,10' background '#ffffff'
set output 'randread-4k-completions.png'
reset
set datafile separator "\t"
set multiplot layout 1,3 title 'randread-4k: how completions arrive (every completion of every run)' noenhanced
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'in flight when an I/O completed'
set xlabel 'I/Os in flight'
set ylabel '% of completions, at or below (log)' offset 1
set key top left
plot 'data/randread-4k-inflight.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: mean 64', \
     'data/randread-4k-inflight.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: mean 64', \
     'data/randread-4k-inflight.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: mean 64', \
     'data/randread-4k-inflight.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 64'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'completions per reap call'
set xlabel 'completions returned by one reap'
set ylabel '% of reap calls, at or below (log)' offset 1
set key bottom right
plot 'data/randread-4k-reap.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: mean 1', \
     'data/randread-4k-reap.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: mean 1', \
     'data/randread-4k-reap.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: mean 1', \
     'data/randread-4k-reap.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 1'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'out-of-order distance'
set xlabel 'I/Os submitted earlier still in flight'
set ylabel '% of completions, at or above (log)' offset 1
set key top right
plot 'data/randread-4k-ooo.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: 0.0037 % out of order, pooled', \
     'data/randread-4k-ooo.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: 0.00168 % out of order, pooled', \
     'data/randread-4k-ooo.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: 0.000357 % out of order, pooled', \
     'data/randread-4k-ooo.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: 0.0105 % out of order, pooled'
unset multiplot
set terminal svg size 1350,440 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randread-4k-completions.svg'
reset
set datafile separator "\t"
set multiplot layout 1,3 title 'randread-4k: how completions arrive (every completion of every run)' noenhanced
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'in flight when an I/O completed'
set xlabel 'I/Os in flight'
set ylabel '% of completions, at or below (log)' offset 1
set key top left
plot 'data/randread-4k-inflight.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: mean 64', \
     'data/randread-4k-inflight.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: mean 64', \
     'data/randread-4k-inflight.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: mean 64', \
     'data/randread-4k-inflight.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 64'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'completions per reap call'
set xlabel 'completions returned by one reap'
set ylabel '% of reap calls, at or below (log)' offset 1
set key bottom right
plot 'data/randread-4k-reap.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: mean 1', \
     'data/randread-4k-reap.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: mean 1', \
     'data/randread-4k-reap.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: mean 1', \
     'data/randread-4k-reap.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 1'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'out-of-order distance'
set xlabel 'I/Os submitted earlier still in flight'
set ylabel '% of completions, at or above (log)' offset 1
set key top right
plot 'data/randread-4k-ooo.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: 0.0037 % out of order, pooled', \
     'data/randread-4k-ooo.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: 0.00168 % out of order, pooled', \
     'data/randread-4k-ooo.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: 0.000357 % out of order, pooled', \
     'data/randread-4k-ooo.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: 0.0105 % out of order, pooled'
unset multiplot
set terminal pngcairo size 1100,440 noenhanced font 'sans,10' background '#ffffff'
set output 'randread-4k-device.png'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'randread-4k: the devices (devstat, mean over the runs)' noenhanced
set border 3
set xtics nomirror scale 0 noenhanced
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 noborder
set key top right noenhanced font ',9'
set ylabel '% of the time busy'
set title 'utilisation (io_ticks / wall time)'
set yrange [0:105]
plot for [j=2:3] 'data/randread-4k-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 1)
set border 3
set xtics nomirror scale 0 noenhanced
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 noborder
set key top right noenhanced font ',9'
set ylabel '% of bios merged: merges / (requests + merges)'
set title 'merges, read'
set yrange [0:*]
plot for [j=4:5] 'data/randread-4k-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 3)
unset multiplot
set terminal svg size 1100,440 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randread-4k-device.svg'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'randread-4k: the devices (devstat, mean over the runs)' noenhanced
set border 3
set xtics nomirror scale 0 noenhanced
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 noborder
set key top right noenhanced font ',9'
set ylabel '% of the time busy'
set title 'utilisation (io_ticks / wall time)'
set yrange [0:105]
plot for [j=2:3] 'data/randread-4k-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 1)
set border 3
set xtics nomirror scale 0 noenhanced
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 noborder
set key top right noenhanced font ',9'
set ylabel '% of bios merged: merges / (requests + merges)'
set title 'merges, read'
set yrange [0:*]
plot for [j=4:5] 'data/randread-4k-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 3)
unset multiplot
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'randwrite-4k-throughput.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set key outside right top vertical noenhanced
set xlabel 'seconds from the first I/O after ramp_time'
set yrange [0:*]
set ylabel 'MB/s (= KiB/s / 1000)'
set title 'randwrite-4k: throughput over time (line: mean of the runs, band: their min..max)' noenhanced
plot 'data/randwrite-4k-throughput.tsv' index 0 using 1:3:4 with filledcurves lt 1 fs transparent solid 0.18 noborder notitle, '' index 0 using 1:2 with lines lt 1 title 'MQ None', \
     'data/randwrite-4k-throughput.tsv' index 1 using 1:3:4 with filledcurves lt 2 fs transparent solid 0.18 noborder notitle, '' index 1 using 1:2 with lines lt 2 title 'MQ Deadline', \
     'data/randwrite-4k-throughput.tsv' index 2 using 1:3:4 with filledcurves lt 3 fs transparent solid 0.18 noborder notitle, '' index 2 using 1:2 with lines lt 3 title 'Kyber', \
     'data/randwrite-4k-throughput.tsv' index 3 using 1:3:4 with filledcurves lt 4 fs transparent solid 0.18 noborder notitle, '' index 3 using 1:2 with lines lt 4 title 'BFQ low_latency'
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randwrite-4k-throughput.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set key outside right top vertical noenhanced
set xlabel 'seconds from the first I/O after ramp_time'
set yrange [0:*]
set ylabel 'MB/s (= KiB/s / 1000)'
set title 'randwrite-4k: throughput over time (line: mean of the runs, band: their min..max)' noenhanced
plot 'data/randwrite-4k-throughput.tsv' index 0 using 1:3:4 with filledcurves lt 1 fs transparent solid 0.18 noborder notitle, '' index 0 using 1:2 with lines lt 1 title 'MQ None', \
     'data/randwrite-4k-throughput.tsv' index 1 using 1:3:4 with filledcurves lt 2 fs transparent solid 0.18 noborder notitle, '' index 1 using 1:2 with lines lt 2 title 'MQ Deadline', \
     'data/randwrite-4k-throughput.tsv' index 2 using 1:3:4 with filledcurves lt 3 fs transparent solid 0.18 noborder notitle, '' index 2 using 1:2 with lines lt 3 title 'Kyber', \
     'data/randwrite-4k-throughput.tsv' index 3 using 1:3:4 with filledcurves lt 4 fs transparent solid 0.18 noborder notitle, '' index 3 using 1:2 with lines lt 4 title 'BFQ low_latency'
set terminal pngcairo size 1350,440 noenhanced font 'sans,10' background '#ffffff'
set output 'randwrite-4k-completions.png'
reset
set datafile separator "\t"
set multiplot layout 1,3 title 'randwrite-4k: how completions arrive (every completion of every run)' noenhanced
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'in flight when an I/O completed'
set xlabel 'I/Os in flight'
set ylabel '% of completions, at or below (log)' offset 1
set key top left
plot 'data/randwrite-4k-inflight.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: mean 64', \
     'data/randwrite-4k-inflight.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: mean 64', \
     'data/randwrite-4k-inflight.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: mean 64', \
     'data/randwrite-4k-inflight.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 64'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'completions per reap call'
set xlabel 'completions returned by one reap'
set ylabel '% of reap calls, at or below (log)' offset 1
set key bottom right
plot 'data/randwrite-4k-reap.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: mean 1', \
     'data/randwrite-4k-reap.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: mean 1', \
     'data/randwrite-4k-reap.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: mean 1', \
     'data/randwrite-4k-reap.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 1'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'out-of-order distance'
set xlabel 'I/Os submitted earlier still in flight'
set ylabel '% of completions, at or above (log)' offset 1
set key top right
plot 'data/randwrite-4k-ooo.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: 1.9 % out of order, pooled', \
     'data/randwrite-4k-ooo.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: 0.00719 % out of order, pooled', \
     'data/randwrite-4k-ooo.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: 0.00961 % out of order, pooled', \
     'data/randwrite-4k-ooo.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: 0.0272 % out of order, pooled'
unset multiplot
set terminal svg size 1350,440 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randwrite-4k-completions.svg'
reset
set datafile separator "\t"
set multiplot layout 1,3 title 'randwrite-4k: how completions arrive (every completion of every run)' noenhanced
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'in flight when an I/O completed'
set xlabel 'I/Os in flight'
set ylabel '% of completions, at or below (log)' offset 1
set key top left
plot 'data/randwrite-4k-inflight.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: mean 64', \
     'data/randwrite-4k-inflight.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: mean 64', \
     'data/randwrite-4k-inflight.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: mean 64', \
     'data/randwrite-4k-inflight.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 64'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'completions per reap call'
set xlabel 'completions returned by one reap'
set ylabel '% of reap calls, at or below (log)' offset 1
set key bottom right
plot 'data/randwrite-4k-reap.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: mean 1', \
     'data/randwrite-4k-reap.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: mean 1', \
     'data/randwrite-4k-reap.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: mean 1', \
     'data/randwrite-4k-reap.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 1'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'out-of-order distance'
set xlabel 'I/Os submitted earlier still in flight'
set ylabel '% of completions, at or above (log)' offset 1
set key top right
plot 'data/randwrite-4k-ooo.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: 1.9 % out of order, pooled', \
     'data/randwrite-4k-ooo.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: 0.00719 % out of order, pooled', \
     'data/randwrite-4k-ooo.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: 0.00961 % out of order, pooled', \
     'data/randwrite-4k-ooo.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: 0.0272 % out of order, pooled'
unset multiplot
set terminal pngcairo size 1100,440 noenhanced font 'sans,10' background '#ffffff'
set output 'randwrite-4k-device.png'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'randwrite-4k: the devices (devstat, mean over the runs)' noenhanced
set border 3
set xtics nomirror scale 0 noenhanced
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 noborder
set key top right noenhanced font ',9'
set ylabel '% of the time busy'
set title 'utilisation (io_ticks / wall time)'
set yrange [0:105]
plot for [j=2:3] 'data/randwrite-4k-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 1)
set border 3
set xtics nomirror scale 0 noenhanced
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 noborder
set key top right noenhanced font ',9'
set ylabel '% of bios merged: merges / (requests + merges)'
set title 'merges, write'
set yrange [0:*]
plot for [j=4:5] 'data/randwrite-4k-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 3)
unset multiplot
set terminal svg size 1100,440 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randwrite-4k-device.svg'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'randwrite-4k: the devices (devstat, mean over the runs)' noenhanced
set border 3
set xtics nomirror scale 0 noenhanced
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 noborder
set key top right noenhanced font ',9'
set ylabel '% of the time busy'
set title 'utilisation (io_ticks / wall time)'
set yrange [0:105]
plot for [j=2:3] 'data/randwrite-4k-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 1)
set border 3
set xtics nomirror scale 0 noenhanced
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 noborder
set key top right noenhanced font ',9'
set ylabel '% of bios merged: merges / (requests + merges)'
set title 'merges, write'
set yrange [0:*]
plot for [j=4:5] 'data/randwrite-4k-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 3)
unset multiplot
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'read-4k-throughput.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set key outside right top vertical noenhanced
set xlabel 'seconds from the first I/O after ramp_time'
set yrange [0:*]
set ylabel 'MB/s (= KiB/s / 1000)'
set title 'read-4k: throughput over time (line: mean of the runs, band: their min..max)' noenhanced
plot 'data/read-4k-throughput.tsv' index 0 using 1:3:4 with filledcurves lt 1 fs transparent solid 0.18 noborder notitle, '' index 0 using 1:2 with lines lt 1 title 'MQ None', \
     'data/read-4k-throughput.tsv' index 1 using 1:3:4 with filledcurves lt 2 fs transparent solid 0.18 noborder notitle, '' index 1 using 1:2 with lines lt 2 title 'MQ Deadline', \
     'data/read-4k-throughput.tsv' index 2 using 1:3:4 with filledcurves lt 3 fs transparent solid 0.18 noborder notitle, '' index 2 using 1:2 with lines lt 3 title 'Kyber', \
     'data/read-4k-throughput.tsv' index 3 using 1:3:4 with filledcurves lt 4 fs transparent solid 0.18 noborder notitle, '' index 3 using 1:2 with lines lt 4 title 'BFQ low_latency'
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'read-4k-throughput.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set key outside right top vertical noenhanced
set xlabel 'seconds from the first I/O after ramp_time'
set yrange [0:*]
set ylabel 'MB/s (= KiB/s / 1000)'
set title 'read-4k: throughput over time (line: mean of the runs, band: their min..max)' noenhanced
plot 'data/read-4k-throughput.tsv' index 0 using 1:3:4 with filledcurves lt 1 fs transparent solid 0.18 noborder notitle, '' index 0 using 1:2 with lines lt 1 title 'MQ None', \
     'data/read-4k-throughput.tsv' index 1 using 1:3:4 with filledcurves lt 2 fs transparent solid 0.18 noborder notitle, '' index 1 using 1:2 with lines lt 2 title 'MQ Deadline', \
     'data/read-4k-throughput.tsv' index 2 using 1:3:4 with filledcurves lt 3 fs transparent solid 0.18 noborder notitle, '' index 2 using 1:2 with lines lt 3 title 'Kyber', \
     'data/read-4k-throughput.tsv' index 3 using 1:3:4 with filledcurves lt 4 fs transparent solid 0.18 noborder notitle, '' index 3 using 1:2 with lines lt 4 title 'BFQ low_latency'
set terminal pngcairo size 1350,440 noenhanced font 'sans,10' background '#ffffff'
set output 'read-4k-completions.png'
reset
set datafile separator "\t"
set multiplot layout 1,3 title 'read-4k: how completions arrive (every completion of every run)' noenhanced
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'in flight when an I/O completed'
set xlabel 'I/Os in flight'
set ylabel '% of completions, at or below (log)' offset 1
set key top left
plot 'data/read-4k-inflight.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: mean 64', \
     'data/read-4k-inflight.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: mean 64', \
     'data/read-4k-inflight.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: mean 64', \
     'data/read-4k-inflight.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 64'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'completions per reap call'
set xlabel 'completions returned by one reap'
set ylabel '% of reap calls, at or below (log)' offset 1
set key bottom right
plot 'data/read-4k-reap.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: mean 1', \
     'data/read-4k-reap.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: mean 1', \
     'data/read-4k-reap.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: mean 1', \
     'data/read-4k-reap.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 1'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'out-of-order distance'
set xlabel 'I/Os submitted earlier still in flight'
set ylabel '% of completions, at or above (log)' offset 1
set key top right
plot 'data/read-4k-ooo.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: 0.000184 % out of order, pooled', \
     'data/read-4k-ooo.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: 0.000153 % out of order, pooled', \
     'data/read-4k-ooo.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: 0.000304 % out of order, pooled', \
     'data/read-4k-ooo.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: 0.000131 % out of order, pooled'
unset multiplot
set terminal svg size 1350,440 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'read-4k-completions.svg'
reset
set datafile separator "\t"
set multiplot layout 1,3 title 'read-4k: how completions arrive (every completion of every run)' noenhanced
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'in flight when an I/O completed'
set xlabel 'I/Os in flight'
set ylabel '% of completions, at or below (log)' offset 1
set key top left
plot 'data/read-4k-inflight.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: mean 64', \
     'data/read-4k-inflight.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: mean 64', \
     'data/read-4k-inflight.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: mean 64', \
     'data/read-4k-inflight.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 64'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'completions per reap call'
set xlabel 'completions returned by one reap'
set ylabel '% of reap calls, at or below (log)' offset 1
set key bottom right
plot 'data/read-4k-reap.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: mean 1', \
     'data/read-4k-reap.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: mean 1', \
     'data/read-4k-reap.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: mean 1', \
     'data/read-4k-reap.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 1'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'out-of-order distance'
set xlabel 'I/Os submitted earlier still in flight'
set ylabel '% of completions, at or above (log)' offset 1
set key top right
plot 'data/read-4k-ooo.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: 0.000184 % out of order, pooled', \
     'data/read-4k-ooo.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: 0.000153 % out of order, pooled', \
     'data/read-4k-ooo.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: 0.000304 % out of order, pooled', \
     'data/read-4k-ooo.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: 0.000131 % out of order, pooled'
unset multiplot
set terminal pngcairo size 1100,440 noenhanced font 'sans,10' background '#ffffff'
set output 'read-4k-device.png'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'read-4k: the devices (devstat, mean over the runs)' noenhanced
set border 3
set xtics nomirror scale 0 noenhanced
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 noborder
set key top right noenhanced font ',9'
set ylabel '% of the time busy'
set title 'utilisation (io_ticks / wall time)'
set yrange [0:105]
plot for [j=2:3] 'data/read-4k-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 1)
set border 3
set xtics nomirror scale 0 noenhanced
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 noborder
set key top right noenhanced font ',9'
set ylabel '% of bios merged: merges / (requests + merges)'
set title 'merges, read'
set yrange [0:*]
plot for [j=4:5] 'data/read-4k-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 3)
unset multiplot
set terminal svg size 1100,440 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'read-4k-device.svg'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'read-4k: the devices (devstat, mean over the runs)' noenhanced
set border 3
set xtics nomirror scale 0 noenhanced
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 noborder
set key top right noenhanced font ',9'
set ylabel '% of the time busy'
set title 'utilisation (io_ticks / wall time)'
set yrange [0:105]
plot for [j=2:3] 'data/read-4k-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 1)
set border 3
set xtics nomirror scale 0 noenhanced
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 noborder
set key top right noenhanced font ',9'
set ylabel '% of bios merged: merges / (requests + merges)'
set title 'merges, read'
set yrange [0:*]
plot for [j=4:5] 'data/read-4k-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 3)
unset multiplot
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'write-4k-throughput.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set key outside right top vertical noenhanced
set xlabel 'seconds from the first I/O after ramp_time'
set yrange [0:*]
set ylabel 'MB/s (= KiB/s / 1000)'
set title 'write-4k: throughput over time (line: mean of the runs, band: their min..max)' noenhanced
plot 'data/write-4k-throughput.tsv' index 0 using 1:3:4 with filledcurves lt 1 fs transparent solid 0.18 noborder notitle, '' index 0 using 1:2 with lines lt 1 title 'MQ None', \
     'data/write-4k-throughput.tsv' index 1 using 1:3:4 with filledcurves lt 4 fs transparent solid 0.18 noborder notitle, '' index 1 using 1:2 with lines lt 4 title 'BFQ low_latency', \
     'data/write-4k-throughput.tsv' index 2 using 1:3:4 with filledcurves lt 2 fs transparent solid 0.18 noborder notitle, '' index 2 using 1:2 with lines lt 2 title 'MQ Deadline', \
     'data/write-4k-throughput.tsv' index 3 using 1:3:4 with filledcurves lt 3 fs transparent solid 0.18 noborder notitle, '' index 3 using 1:2 with lines lt 3 title 'Kyber'
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'write-4k-throughput.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set key outside right top vertical noenhanced
set xlabel 'seconds from the first I/O after ramp_time'
set yrange [0:*]
set ylabel 'MB/s (= KiB/s / 1000)'
set title 'write-4k: throughput over time (line: mean of the runs, band: their min..max)' noenhanced
plot 'data/write-4k-throughput.tsv' index 0 using 1:3:4 with filledcurves lt 1 fs transparent solid 0.18 noborder notitle, '' index 0 using 1:2 with lines lt 1 title 'MQ None', \
     'data/write-4k-throughput.tsv' index 1 using 1:3:4 with filledcurves lt 4 fs transparent solid 0.18 noborder notitle, '' index 1 using 1:2 with lines lt 4 title 'BFQ low_latency', \
     'data/write-4k-throughput.tsv' index 2 using 1:3:4 with filledcurves lt 2 fs transparent solid 0.18 noborder notitle, '' index 2 using 1:2 with lines lt 2 title 'MQ Deadline', \
     'data/write-4k-throughput.tsv' index 3 using 1:3:4 with filledcurves lt 3 fs transparent solid 0.18 noborder notitle, '' index 3 using 1:2 with lines lt 3 title 'Kyber'
set terminal pngcairo size 1350,440 noenhanced font 'sans,10' background '#ffffff'
set output 'write-4k-completions.png'
reset
set datafile separator "\t"
set multiplot layout 1,3 title 'write-4k: how completions arrive (every completion of every run)' noenhanced
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'in flight when an I/O completed'
set xlabel 'I/Os in flight'
set ylabel '% of completions, at or below (log)' offset 1
set key top left
plot 'data/write-4k-inflight.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: mean 64', \
     'data/write-4k-inflight.tsv' index 1 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 64', \
     'data/write-4k-inflight.tsv' index 2 using 1:2 with steps lt 2 title 'MQ Deadline: mean 64', \
     'data/write-4k-inflight.tsv' index 3 using 1:2 with steps lt 3 title 'Kyber: mean 64'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'completions per reap call'
set xlabel 'completions returned by one reap'
set ylabel '% of reap calls, at or below (log)' offset 1
set key bottom right
plot 'data/write-4k-reap.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: mean 1', \
     'data/write-4k-reap.tsv' index 1 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 1', \
     'data/write-4k-reap.tsv' index 2 using 1:2 with steps lt 2 title 'MQ Deadline: mean 1', \
     'data/write-4k-reap.tsv' index 3 using 1:2 with steps lt 3 title 'Kyber: mean 1'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'out-of-order distance'
set xlabel 'I/Os submitted earlier still in flight'
set ylabel '% of completions, at or above (log)' offset 1
set key top right
plot 'data/write-4k-ooo.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: 0.0401 % out of order, pooled', \
     'data/write-4k-ooo.tsv' index 1 using 1:2 with steps lt 4 title 'BFQ low_latency: 0.0955 % out of order, pooled', \
     'data/write-4k-ooo.tsv' index 2 using 1:2 with steps lt 2 title 'MQ Deadline: 0.066 % out of order, pooled', \
     'data/write-4k-ooo.tsv' index 3 using 1:2 with steps lt 3 title 'Kyber: 0.0688 % out of order, pooled'
unset multiplot
set terminal svg size 1350,440 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'write-4k-completions.svg'
reset
set datafile separator "\t"
set multiplot layout 1,3 title 'write-4k: how completions arrive (every completion of every run)' noenhanced
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'in flight when an I/O completed'
set xlabel 'I/Os in flight'
set ylabel '% of completions, at or below (log)' offset 1
set key top left
plot 'data/write-4k-inflight.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: mean 64', \
     'data/write-4k-inflight.tsv' index 1 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 64', \
     'data/write-4k-inflight.tsv' index 2 using 1:2 with steps lt 2 title 'MQ Deadline: mean 64', \
     'data/write-4k-inflight.tsv' index 3 using 1:2 with steps lt 3 title 'Kyber: mean 64'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'completions per reap call'
set xlabel 'completions returned by one reap'
set ylabel '% of reap calls, at or below (log)' offset 1
set key bottom right
plot 'data/write-4k-reap.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: mean 1', \
     'data/write-4k-reap.tsv' index 1 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 1', \
     'data/write-4k-reap.tsv' index 2 using 1:2 with steps lt 2 title 'MQ Deadline: mean 1', \
     'data/write-4k-reap.tsv' index 3 using 1:2 with steps lt 3 title 'Kyber: mean 1'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'out-of-order distance'
set xlabel 'I/Os submitted earlier still in flight'
set ylabel '% of completions, at or above (log)' offset 1
set key top right
plot 'data/write-4k-ooo.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: 0.0401 % out of order, pooled', \
     'data/write-4k-ooo.tsv' index 1 using 1:2 with steps lt 4 title 'BFQ low_latency: 0.0955 % out of order, pooled', \
     'data/write-4k-ooo.tsv' index 2 using 1:2 with steps lt 2 title 'MQ Deadline: 0.066 % out of order, pooled', \
     'data/write-4k-ooo.tsv' index 3 using 1:2 with steps lt 3 title 'Kyber: 0.0688 % out of order, pooled'
unset multiplot
set terminal pngcairo size 1100,440 noenhanced font 'sans,10' background '#ffffff'
set output 'write-4k-device.png'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'write-4k: the devices (devstat, mean over the runs)' noenhanced
set border 3
set xtics nomirror scale 0 noenhanced
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 noborder
set key top right noenhanced font ',9'
set ylabel '% of the time busy'
set title 'utilisation (io_ticks / wall time)'
set yrange [0:105]
plot for [j=2:3] 'data/write-4k-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 1)
set border 3
set xtics nomirror scale 0 noenhanced
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 noborder
set key top right noenhanced font ',9'
set ylabel '% of bios merged: merges / (requests + merges)'
set title 'merges, write'
set yrange [0:*]
plot for [j=4:5] 'data/write-4k-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 3)
unset multiplot
set terminal svg size 1100,440 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'write-4k-device.svg'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'write-4k: the devices (devstat, mean over the runs)' noenhanced
set border 3
set xtics nomirror scale 0 noenhanced
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 noborder
set key top right noenhanced font ',9'
set ylabel '% of the time busy'
set title 'utilisation (io_ticks / wall time)'
set yrange [0:105]
plot for [j=2:3] 'data/write-4k-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 1)
set border 3
set xtics nomirror scale 0 noenhanced
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 noborder
set key top right noenhanced font ',9'
set ylabel '% of bios merged: merges / (requests + merges)'
set title 'merges, write'
set yrange [0:*]
plot for [j=4:5] 'data/write-4k-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 3)
unset multiplot
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'randread-2m-throughput.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set key outside right top vertical noenhanced
set xlabel 'seconds from the first I/O after ramp_time'
set yrange [0:*]
set ylabel 'MB/s (= KiB/s / 1000)'
set title 'randread-2m: throughput over time (line: mean of the runs, band: their min..max)' noenhanced
plot 'data/randread-2m-throughput.tsv' index 0 using 1:3:4 with filledcurves lt 3 fs transparent solid 0.18 noborder notitle, '' index 0 using 1:2 with lines lt 3 title 'Kyber', \
     'data/randread-2m-throughput.tsv' index 1 using 1:3:4 with filledcurves lt 4 fs transparent solid 0.18 noborder notitle, '' index 1 using 1:2 with lines lt 4 title 'BFQ low_latency', \
     'data/randread-2m-throughput.tsv' index 2 using 1:3:4 with filledcurves lt 2 fs transparent solid 0.18 noborder notitle, '' index 2 using 1:2 with lines lt 2 title 'MQ Deadline', \
     'data/randread-2m-throughput.tsv' index 3 using 1:3:4 with filledcurves lt 1 fs transparent solid 0.18 noborder notitle, '' index 3 using 1:2 with lines lt 1 title 'MQ None'
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randread-2m-throughput.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set key outside right top vertical noenhanced
set xlabel 'seconds from the first I/O after ramp_time'
set yrange [0:*]
set ylabel 'MB/s (= KiB/s / 1000)'
set title 'randread-2m: throughput over time (line: mean of the runs, band: their min..max)' noenhanced
plot 'data/randread-2m-throughput.tsv' index 0 using 1:3:4 with filledcurves lt 3 fs transparent solid 0.18 noborder notitle, '' index 0 using 1:2 with lines lt 3 title 'Kyber', \
     'data/randread-2m-throughput.tsv' index 1 using 1:3:4 with filledcurves lt 4 fs transparent solid 0.18 noborder notitle, '' index 1 using 1:2 with lines lt 4 title 'BFQ low_latency', \
     'data/randread-2m-throughput.tsv' index 2 using 1:3:4 with filledcurves lt 2 fs transparent solid 0.18 noborder notitle, '' index 2 using 1:2 with lines lt 2 title 'MQ Deadline', \
     'data/randread-2m-throughput.tsv' index 3 using 1:3:4 with filledcurves lt 1 fs transparent solid 0.18 noborder notitle, '' index 3 using 1:2 with lines lt 1 title 'MQ None'
set terminal pngcairo size 1350,440 noenhanced font 'sans,10' background '#ffffff'
set output 'randread-2m-completions.png'
reset
set datafile separator "\t"
set multiplot layout 1,3 title 'randread-2m: how completions arrive (every completion of every run)' noenhanced
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'in flight when an I/O completed'
set xlabel 'I/Os in flight'
set ylabel '% of completions, at or below (log)' offset 1
set key top left
plot 'data/randread-2m-inflight.tsv' index 0 using 1:2 with steps lt 3 title 'Kyber: mean 63.9', \
     'data/randread-2m-inflight.tsv' index 1 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 63.89', \
     'data/randread-2m-inflight.tsv' index 2 using 1:2 with steps lt 2 title 'MQ Deadline: mean 63.88', \
     'data/randread-2m-inflight.tsv' index 3 using 1:2 with steps lt 1 title 'MQ None: mean 63.87'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'completions per reap call'
set xlabel 'completions returned by one reap'
set ylabel '% of reap calls, at or below (log)' offset 1
set key bottom right
plot 'data/randread-2m-reap.tsv' index 0 using 1:2 with steps lt 3 title 'Kyber: mean 1.003', \
     'data/randread-2m-reap.tsv' index 1 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 1.003', \
     'data/randread-2m-reap.tsv' index 2 using 1:2 with steps lt 2 title 'MQ Deadline: mean 1.004', \
     'data/randread-2m-reap.tsv' index 3 using 1:2 with steps lt 1 title 'MQ None: mean 1.004'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'out-of-order distance'
set xlabel 'I/Os submitted earlier still in flight'
set ylabel '% of completions, at or above (log)' offset 1
set key top right
plot 'data/randread-2m-ooo.tsv' index 0 using 1:2 with steps lt 3 title 'Kyber: 89.5 % out of order, pooled', \
     'data/randread-2m-ooo.tsv' index 1 using 1:2 with steps lt 4 title 'BFQ low_latency: 88.8 % out of order, pooled', \
     'data/randread-2m-ooo.tsv' index 2 using 1:2 with steps lt 2 title 'MQ Deadline: 90.7 % out of order, pooled', \
     'data/randread-2m-ooo.tsv' index 3 using 1:2 with steps lt 1 title 'MQ None: 89 % out of order, pooled'
unset multiplot
set terminal svg size 1350,440 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randread-2m-completions.svg'
reset
set datafile separator "\t"
set multiplot layout 1,3 title 'randread-2m: how completions arrive (every completion of every run)' noenhanced
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'in flight when an I/O completed'
set xlabel 'I/Os in flight'
set ylabel '% of completions, at or below (log)' offset 1
set key top left
plot 'data/randread-2m-inflight.tsv' index 0 using 1:2 with steps lt 3 title 'Kyber: mean 63.9', \
     'data/randread-2m-inflight.tsv' index 1 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 63.89', \
     'data/randread-2m-inflight.tsv' index 2 using 1:2 with steps lt 2 title 'MQ Deadline: mean 63.88', \
     'data/randread-2m-inflight.tsv' index 3 using 1:2 with steps lt 1 title 'MQ None: mean 63.87'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'completions per reap call'
set xlabel 'completions returned by one reap'
set ylabel '% of reap calls, at or below (log)' offset 1
set key bottom right
plot 'data/randread-2m-reap.tsv' index 0 using 1:2 with steps lt 3 title 'Kyber: mean 1.003', \
     'data/randread-2m-reap.tsv' index 1 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 1.003', \
     'data/randread-2m-reap.tsv' index 2 using 1:2 with steps lt 2 title 'MQ Deadline: mean 1.004', \
     'data/randread-2m-reap.tsv' index 3 using 1:2 with steps lt 1 title 'MQ None: mean 1.004'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'out-of-order distance'
set xlabel 'I/Os submitted earlier still in flight'
set ylabel '% of completions, at or above (log)' offset 1
set key top right
plot 'data/randread-2m-ooo.tsv' index 0 using 1:2 with steps lt 3 title 'Kyber: 89.5 % out of order, pooled', \
     'data/randread-2m-ooo.tsv' index 1 using 1:2 with steps lt 4 title 'BFQ low_latency: 88.8 % out of order, pooled', \
     'data/randread-2m-ooo.tsv' index 2 using 1:2 with steps lt 2 title 'MQ Deadline: 90.7 % out of order, pooled', \
     'data/randread-2m-ooo.tsv' index 3 using 1:2 with steps lt 1 title 'MQ None: 89 % out of order, pooled'
unset multiplot
set terminal pngcairo size 1100,440 noenhanced font 'sans,10' background '#ffffff'
set output 'randread-2m-device.png'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'randread-2m: the devices (devstat, mean over the runs)' noenhanced
set border 3
set xtics nomirror scale 0 noenhanced
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 noborder
set key top right noenhanced font ',9'
set ylabel '% of the time busy'
set title 'utilisation (io_ticks / wall time)'
set yrange [0:105]
plot for [j=2:3] 'data/randread-2m-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 1)
set border 3
set xtics nomirror scale 0 noenhanced
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 noborder
set key top right noenhanced font ',9'
set ylabel '% of bios merged: merges / (requests + merges)'
set title 'merges, read'
set yrange [0:*]
plot for [j=4:5] 'data/randread-2m-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 3)
unset multiplot
set terminal svg size 1100,440 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randread-2m-device.svg'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'randread-2m: the devices (devstat, mean over the runs)' noenhanced
set border 3
set xtics nomirror scale 0 noenhanced
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 noborder
set key top right noenhanced font ',9'
set ylabel '% of the time busy'
set title 'utilisation (io_ticks / wall time)'
set yrange [0:105]
plot for [j=2:3] 'data/randread-2m-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 1)
set border 3
set xtics nomirror scale 0 noenhanced
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 noborder
set key top right noenhanced font ',9'
set ylabel '% of bios merged: merges / (requests + merges)'
set title 'merges, read'
set yrange [0:*]
plot for [j=4:5] 'data/randread-2m-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 3)
unset multiplot
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'randwrite-2m-throughput.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set key outside right top vertical noenhanced
set xlabel 'seconds from the first I/O after ramp_time'
set yrange [0:*]
set ylabel 'MB/s (= KiB/s / 1000)'
set title 'randwrite-2m: throughput over time (line: mean of the runs, band: their min..max)' noenhanced
plot 'data/randwrite-2m-throughput.tsv' index 0 using 1:3:4 with filledcurves lt 1 fs transparent solid 0.18 noborder notitle, '' index 0 using 1:2 with lines lt 1 title 'MQ None', \
     'data/randwrite-2m-throughput.tsv' index 1 using 1:3:4 with filledcurves lt 4 fs transparent solid 0.18 noborder notitle, '' index 1 using 1:2 with lines lt 4 title 'BFQ low_latency', \
     'data/randwrite-2m-throughput.tsv' index 2 using 1:3:4 with filledcurves lt 3 fs transparent solid 0.18 noborder notitle, '' index 2 using 1:2 with lines lt 3 title 'Kyber', \
     'data/randwrite-2m-throughput.tsv' index 3 using 1:3:4 with filledcurves lt 2 fs transparent solid 0.18 noborder notitle, '' index 3 using 1:2 with lines lt 2 title 'MQ Deadline'
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randwrite-2m-throughput.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set key outside right top vertical noenhanced
set xlabel 'seconds from the first I/O after ramp_time'
set yrange [0:*]
set ylabel 'MB/s (= KiB/s / 1000)'
set title 'randwrite-2m: throughput over time (line: mean of the runs, band: their min..max)' noenhanced
plot 'data/randwrite-2m-throughput.tsv' index 0 using 1:3:4 with filledcurves lt 1 fs transparent solid 0.18 noborder notitle, '' index 0 using 1:2 with lines lt 1 title 'MQ None', \
     'data/randwrite-2m-throughput.tsv' index 1 using 1:3:4 with filledcurves lt 4 fs transparent solid 0.18 noborder notitle, '' index 1 using 1:2 with lines lt 4 title 'BFQ low_latency', \
     'data/randwrite-2m-throughput.tsv' index 2 using 1:3:4 with filledcurves lt 3 fs transparent solid 0.18 noborder notitle, '' index 2 using 1:2 with lines lt 3 title 'Kyber', \
     'data/randwrite-2m-throughput.tsv' index 3 using 1:3:4 with filledcurves lt 2 fs transparent solid 0.18 noborder notitle, '' index 3 using 1:2 with lines lt 2 title 'MQ Deadline'
set terminal pngcairo size 1350,440 noenhanced font 'sans,10' background '#ffffff'
set output 'randwrite-2m-completions.png'
reset
set datafile separator "\t"
set multiplot layout 1,3 title 'randwrite-2m: how completions arrive (every completion of every run)' noenhanced
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'in flight when an I/O completed'
set xlabel 'I/Os in flight'
set ylabel '% of completions, at or below (log)' offset 1
set key top left
plot 'data/randwrite-2m-inflight.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: mean 63.89', \
     'data/randwrite-2m-inflight.tsv' index 1 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 63.87', \
     'data/randwrite-2m-inflight.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: mean 63.86', \
     'data/randwrite-2m-inflight.tsv' index 3 using 1:2 with steps lt 2 title 'MQ Deadline: mean 63.84'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'completions per reap call'
set xlabel 'completions returned by one reap'
set ylabel '% of reap calls, at or below (log)' offset 1
set key bottom right
plot 'data/randwrite-2m-reap.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: mean 1.003', \
     'data/randwrite-2m-reap.tsv' index 1 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 1.004', \
     'data/randwrite-2m-reap.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: mean 1.004', \
     'data/randwrite-2m-reap.tsv' index 3 using 1:2 with steps lt 2 title 'MQ Deadline: mean 1.005'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'out-of-order distance'
set xlabel 'I/Os submitted earlier still in flight'
set ylabel '% of completions, at or above (log)' offset 1
set key top right
plot 'data/randwrite-2m-ooo.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: 89.7 % out of order, pooled', \
     'data/randwrite-2m-ooo.tsv' index 1 using 1:2 with steps lt 4 title 'BFQ low_latency: 89.3 % out of order, pooled', \
     'data/randwrite-2m-ooo.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: 89.4 % out of order, pooled', \
     'data/randwrite-2m-ooo.tsv' index 3 using 1:2 with steps lt 2 title 'MQ Deadline: 90.8 % out of order, pooled'
unset multiplot
set terminal svg size 1350,440 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randwrite-2m-completions.svg'
reset
set datafile separator "\t"
set multiplot layout 1,3 title 'randwrite-2m: how completions arrive (every completion of every run)' noenhanced
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'in flight when an I/O completed'
set xlabel 'I/Os in flight'
set ylabel '% of completions, at or below (log)' offset 1
set key top left
plot 'data/randwrite-2m-inflight.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: mean 63.89', \
     'data/randwrite-2m-inflight.tsv' index 1 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 63.87', \
     'data/randwrite-2m-inflight.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: mean 63.86', \
     'data/randwrite-2m-inflight.tsv' index 3 using 1:2 with steps lt 2 title 'MQ Deadline: mean 63.84'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'completions per reap call'
set xlabel 'completions returned by one reap'
set ylabel '% of reap calls, at or below (log)' offset 1
set key bottom right
plot 'data/randwrite-2m-reap.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: mean 1.003', \
     'data/randwrite-2m-reap.tsv' index 1 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 1.004', \
     'data/randwrite-2m-reap.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: mean 1.004', \
     'data/randwrite-2m-reap.tsv' index 3 using 1:2 with steps lt 2 title 'MQ Deadline: mean 1.005'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'out-of-order distance'
set xlabel 'I/Os submitted earlier still in flight'
set ylabel '% of completions, at or above (log)' offset 1
set key top right
plot 'data/randwrite-2m-ooo.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: 89.7 % out of order, pooled', \
     'data/randwrite-2m-ooo.tsv' index 1 using 1:2 with steps lt 4 title 'BFQ low_latency: 89.3 % out of order, pooled', \
     'data/randwrite-2m-ooo.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: 89.4 % out of order, pooled', \
     'data/randwrite-2m-ooo.tsv' index 3 using 1:2 with steps lt 2 title 'MQ Deadline: 90.8 % out of order, pooled'
unset multiplot
set terminal pngcairo size 1100,440 noenhanced font 'sans,10' background '#ffffff'
set output 'randwrite-2m-device.png'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'randwrite-2m: the devices (devstat, mean over the runs)' noenhanced
set border 3
set xtics nomirror scale 0 noenhanced
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 noborder
set key top right noenhanced font ',9'
set ylabel '% of the time busy'
set title 'utilisation (io_ticks / wall time)'
set yrange [0:105]
plot for [j=2:3] 'data/randwrite-2m-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 1)
set border 3
set xtics nomirror scale 0 noenhanced
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 noborder
set key top right noenhanced font ',9'
set ylabel '% of bios merged: merges / (requests + merges)'
set title 'merges, write'
set yrange [0:*]
plot for [j=4:5] 'data/randwrite-2m-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 3)
unset multiplot
set terminal svg size 1100,440 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randwrite-2m-device.svg'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'randwrite-2m: the devices (devstat, mean over the runs)' noenhanced
set border 3
set xtics nomirror scale 0 noenhanced
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 noborder
set key top right noenhanced font ',9'
set ylabel '% of the time busy'
set title 'utilisation (io_ticks / wall time)'
set yrange [0:105]
plot for [j=2:3] 'data/randwrite-2m-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 1)
set border 3
set xtics nomirror scale 0 noenhanced
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 noborder
set key top right noenhanced font ',9'
set ylabel '% of bios merged: merges / (requests + merges)'
set title 'merges, write'
set yrange [0:*]
plot for [j=4:5] 'data/randwrite-2m-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 3)
unset multiplot
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'read-2m-throughput.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set key outside right top vertical noenhanced
set xlabel 'seconds from the first I/O after ramp_time'
set yrange [0:*]
set ylabel 'MB/s (= KiB/s / 1000)'
set title 'read-2m: throughput over time (line: mean of the runs, band: their min..max)' noenhanced
plot 'data/read-2m-throughput.tsv' index 0 using 1:3:4 with filledcurves lt 4 fs transparent solid 0.18 noborder notitle, '' index 0 using 1:2 with lines lt 4 title 'BFQ low_latency', \
     'data/read-2m-throughput.tsv' index 1 using 1:3:4 with filledcurves lt 2 fs transparent solid 0.18 noborder notitle, '' index 1 using 1:2 with lines lt 2 title 'MQ Deadline', \
     'data/read-2m-throughput.tsv' index 2 using 1:3:4 with filledcurves lt 3 fs transparent solid 0.18 noborder notitle, '' index 2 using 1:2 with lines lt 3 title 'Kyber', \
     'data/read-2m-throughput.tsv' index 3 using 1:3:4 with filledcurves lt 1 fs transparent solid 0.18 noborder notitle, '' index 3 using 1:2 with lines lt 1 title 'MQ None'
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'read-2m-throughput.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set key outside right top vertical noenhanced
set xlabel 'seconds from the first I/O after ramp_time'
set yrange [0:*]
set ylabel 'MB/s (= KiB/s / 1000)'
set title 'read-2m: throughput over time (line: mean of the runs, band: their min..max)' noenhanced
plot 'data/read-2m-throughput.tsv' index 0 using 1:3:4 with filledcurves lt 4 fs transparent solid 0.18 noborder notitle, '' index 0 using 1:2 with lines lt 4 title 'BFQ low_latency', \
     'data/read-2m-throughput.tsv' index 1 using 1:3:4 with filledcurves lt 2 fs transparent solid 0.18 noborder notitle, '' index 1 using 1:2 with lines lt 2 title 'MQ Deadline', \
     'data/read-2m-throughput.tsv' index 2 using 1:3:4 with filledcurves lt 3 fs transparent solid 0.18 noborder notitle, '' index 2 using 1:2 with lines lt 3 title 'Kyber', \
     'data/read-2m-throughput.tsv' index 3 using 1:3:4 with filledcurves lt 1 fs transparent solid 0.18 noborder notitle, '' index 3 using 1:2 with lines lt 1 title 'MQ None'
set terminal pngcairo size 1350,440 noenhanced font 'sans,10' background '#ffffff'
set output 'read-2m-completions.png'
reset
set datafile separator "\t"
set multiplot layout 1,3 title 'read-2m: how completions arrive (every completion of every run)' noenhanced
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'in flight when an I/O completed'
set xlabel 'I/Os in flight'
set ylabel '% of completions, at or below (log)' offset 1
set key top left
plot 'data/read-2m-inflight.tsv' index 0 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 63.9', \
     'data/read-2m-inflight.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: mean 63.88', \
     'data/read-2m-inflight.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: mean 63.87', \
     'data/read-2m-inflight.tsv' index 3 using 1:2 with steps lt 1 title 'MQ None: mean 63.86'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'completions per reap call'
set xlabel 'completions returned by one reap'
set ylabel '% of reap calls, at or below (log)' offset 1
set key bottom right
plot 'data/read-2m-reap.tsv' index 0 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 1.003', \
     'data/read-2m-reap.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: mean 1.004', \
     'data/read-2m-reap.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: mean 1.004', \
     'data/read-2m-reap.tsv' index 3 using 1:2 with steps lt 1 title 'MQ None: mean 1.004'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'out-of-order distance'
set xlabel 'I/Os submitted earlier still in flight'
set ylabel '% of completions, at or above (log)' offset 1
set key top right
plot 'data/read-2m-ooo.tsv' index 0 using 1:2 with steps lt 4 title 'BFQ low_latency: 0.0304 % out of order, pooled', \
     'data/read-2m-ooo.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: 0.0425 % out of order, pooled', \
     'data/read-2m-ooo.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: 19.6 % out of order, pooled', \
     'data/read-2m-ooo.tsv' index 3 using 1:2 with steps lt 1 title 'MQ None: 0.0617 % out of order, pooled'
unset multiplot
set terminal svg size 1350,440 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'read-2m-completions.svg'
reset
set datafile separator "\t"
set multiplot layout 1,3 title 'read-2m: how completions arrive (every completion of every run)' noenhanced
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'in flight when an I/O completed'
set xlabel 'I/Os in flight'
set ylabel '% of completions, at or below (log)' offset 1
set key top left
plot 'data/read-2m-inflight.tsv' index 0 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 63.9', \
     'data/read-2m-inflight.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: mean 63.88', \
     'data/read-2m-inflight.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: mean 63.87', \
     'data/read-2m-inflight.tsv' index 3 using 1:2 with steps lt 1 title 'MQ None: mean 63.86'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'completions per reap call'
set xlabel 'completions returned by one reap'
set ylabel '% of reap calls, at or below (log)' offset 1
set key bottom right
plot 'data/read-2m-reap.tsv' index 0 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 1.003', \
     'data/read-2m-reap.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: mean 1.004', \
     'data/read-2m-reap.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: mean 1.004', \
     'data/read-2m-reap.tsv' index 3 using 1:2 with steps lt 1 title 'MQ None: mean 1.004'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'out-of-order distance'
set xlabel 'I/Os submitted earlier still in flight'
set ylabel '% of completions, at or above (log)' offset 1
set key top right
plot 'data/read-2m-ooo.tsv' index 0 using 1:2 with steps lt 4 title 'BFQ low_latency: 0.0304 % out of order, pooled', \
     'data/read-2m-ooo.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: 0.0425 % out of order, pooled', \
     'data/read-2m-ooo.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: 19.6 % out of order, pooled', \
     'data/read-2m-ooo.tsv' index 3 using 1:2 with steps lt 1 title 'MQ None: 0.0617 % out of order, pooled'
unset multiplot
set terminal pngcairo size 1100,440 noenhanced font 'sans,10' background '#ffffff'
set output 'read-2m-device.png'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'read-2m: the devices (devstat, mean over the runs)' noenhanced
set border 3
set xtics nomirror scale 0 noenhanced
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 noborder
set key top right noenhanced font ',9'
set ylabel '% of the time busy'
set title 'utilisation (io_ticks / wall time)'
set yrange [0:105]
plot for [j=2:3] 'data/read-2m-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 1)
set border 3
set xtics nomirror scale 0 noenhanced
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 noborder
set key top right noenhanced font ',9'
set ylabel '% of bios merged: merges / (requests + merges)'
set title 'merges, read'
set yrange [0:*]
plot for [j=4:5] 'data/read-2m-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 3)
unset multiplot
set terminal svg size 1100,440 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'read-2m-device.svg'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'read-2m: the devices (devstat, mean over the runs)' noenhanced
set border 3
set xtics nomirror scale 0 noenhanced
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 noborder
set key top right noenhanced font ',9'
set ylabel '% of the time busy'
set title 'utilisation (io_ticks / wall time)'
set yrange [0:105]
plot for [j=2:3] 'data/read-2m-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 1)
set border 3
set xtics nomirror scale 0 noenhanced
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 noborder
set key top right noenhanced font ',9'
set ylabel '% of bios merged: merges / (requests + merges)'
set title 'merges, read'
set yrange [0:*]
plot for [j=4:5] 'data/read-2m-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 3)
unset multiplot
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'write-2m-throughput.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set key outside right top vertical noenhanced
set xlabel 'seconds from the first I/O after ramp_time'
set yrange [0:*]
set ylabel 'MB/s (= KiB/s / 1000)'
set title 'write-2m: throughput over time (line: mean of the runs, band: their min..max)' noenhanced
plot 'data/write-2m-throughput.tsv' index 0 using 1:3:4 with filledcurves lt 4 fs transparent solid 0.18 noborder notitle, '' index 0 using 1:2 with lines lt 4 title 'BFQ low_latency', \
     'data/write-2m-throughput.tsv' index 1 using 1:3:4 with filledcurves lt 3 fs transparent solid 0.18 noborder notitle, '' index 1 using 1:2 with lines lt 3 title 'Kyber', \
     'data/write-2m-throughput.tsv' index 2 using 1:3:4 with filledcurves lt 2 fs transparent solid 0.18 noborder notitle, '' index 2 using 1:2 with lines lt 2 title 'MQ Deadline', \
     'data/write-2m-throughput.tsv' index 3 using 1:3:4 with filledcurves lt 1 fs transparent solid 0.18 noborder notitle, '' index 3 using 1:2 with lines lt 1 title 'MQ None'
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'write-2m-throughput.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set key outside right top vertical noenhanced
set xlabel 'seconds from the first I/O after ramp_time'
set yrange [0:*]
set ylabel 'MB/s (= KiB/s / 1000)'
set title 'write-2m: throughput over time (line: mean of the runs, band: their min..max)' noenhanced
plot 'data/write-2m-throughput.tsv' index 0 using 1:3:4 with filledcurves lt 4 fs transparent solid 0.18 noborder notitle, '' index 0 using 1:2 with lines lt 4 title 'BFQ low_latency', \
     'data/write-2m-throughput.tsv' index 1 using 1:3:4 with filledcurves lt 3 fs transparent solid 0.18 noborder notitle, '' index 1 using 1:2 with lines lt 3 title 'Kyber', \
     'data/write-2m-throughput.tsv' index 2 using 1:3:4 with filledcurves lt 2 fs transparent solid 0.18 noborder notitle, '' index 2 using 1:2 with lines lt 2 title 'MQ Deadline', \
     'data/write-2m-throughput.tsv' index 3 using 1:3:4 with filledcurves lt 1 fs transparent solid 0.18 noborder notitle, '' index 3 using 1:2 with lines lt 1 title 'MQ None'
set terminal pngcairo size 1350,440 noenhanced font 'sans,10' background '#ffffff'
set output 'write-2m-completions.png'
reset
set datafile separator "\t"
set multiplot layout 1,3 title 'write-2m: how completions arrive (every completion of every run)' noenhanced
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'in flight when an I/O completed'
set xlabel 'I/Os in flight'
set ylabel '% of completions, at or below (log)' offset 1
set key top left
plot 'data/write-2m-inflight.tsv' index 0 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 63.88', \
     'data/write-2m-inflight.tsv' index 1 using 1:2 with steps lt 3 title 'Kyber: mean 63.88', \
     'data/write-2m-inflight.tsv' index 2 using 1:2 with steps lt 2 title 'MQ Deadline: mean 63.87', \
     'data/write-2m-inflight.tsv' index 3 using 1:2 with steps lt 1 title 'MQ None: mean 63.83'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'completions per reap call'
set xlabel 'completions returned by one reap'
set ylabel '% of reap calls, at or below (log)' offset 1
set key bottom right
plot 'data/write-2m-reap.tsv' index 0 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 1.004', \
     'data/write-2m-reap.tsv' index 1 using 1:2 with steps lt 3 title 'Kyber: mean 1.004', \
     'data/write-2m-reap.tsv' index 2 using 1:2 with steps lt 2 title 'MQ Deadline: mean 1.004', \
     'data/write-2m-reap.tsv' index 3 using 1:2 with steps lt 1 title 'MQ None: mean 1.005'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'out-of-order distance'
set xlabel 'I/Os submitted earlier still in flight'
set ylabel '% of completions, at or above (log)' offset 1
set key top right
plot 'data/write-2m-ooo.tsv' index 0 using 1:2 with steps lt 4 title 'BFQ low_latency: 0.402 % out of order, pooled', \
     'data/write-2m-ooo.tsv' index 1 using 1:2 with steps lt 3 title 'Kyber: 16.1 % out of order, pooled', \
     'data/write-2m-ooo.tsv' index 2 using 1:2 with steps lt 2 title 'MQ Deadline: 0.357 % out of order, pooled', \
     'data/write-2m-ooo.tsv' index 3 using 1:2 with steps lt 1 title 'MQ None: 0.479 % out of order, pooled'
unset multiplot
set terminal svg size 1350,440 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'write-2m-completions.svg'
reset
set datafile separator "\t"
set multiplot layout 1,3 title 'write-2m: how completions arrive (every completion of every run)' noenhanced
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'in flight when an I/O completed'
set xlabel 'I/Os in flight'
set ylabel '% of completions, at or below (log)' offset 1
set key top left
plot 'data/write-2m-inflight.tsv' index 0 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 63.88', \
     'data/write-2m-inflight.tsv' index 1 using 1:2 with steps lt 3 title 'Kyber: mean 63.88', \
     'data/write-2m-inflight.tsv' index 2 using 1:2 with steps lt 2 title 'MQ Deadline: mean 63.87', \
     'data/write-2m-inflight.tsv' index 3 using 1:2 with steps lt 1 title 'MQ None: mean 63.83'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'completions per reap call'
set xlabel 'completions returned by one reap'
set ylabel '% of reap calls, at or below (log)' offset 1
set key bottom right
plot 'data/write-2m-reap.tsv' index 0 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 1.004', \
     'data/write-2m-reap.tsv' index 1 using 1:2 with steps lt 3 title 'Kyber: mean 1.004', \
     'data/write-2m-reap.tsv' index 2 using 1:2 with steps lt 2 title 'MQ Deadline: mean 1.004', \
     'data/write-2m-reap.tsv' index 3 using 1:2 with steps lt 1 title 'MQ None: mean 1.005'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'out-of-order distance'
set xlabel 'I/Os submitted earlier still in flight'
set ylabel '% of completions, at or above (log)' offset 1
set key top right
plot 'data/write-2m-ooo.tsv' index 0 using 1:2 with steps lt 4 title 'BFQ low_latency: 0.402 % out of order, pooled', \
     'data/write-2m-ooo.tsv' index 1 using 1:2 with steps lt 3 title 'Kyber: 16.1 % out of order, pooled', \
     'data/write-2m-ooo.tsv' index 2 using 1:2 with steps lt 2 title 'MQ Deadline: 0.357 % out of order, pooled', \
     'data/write-2m-ooo.tsv' index 3 using 1:2 with steps lt 1 title 'MQ None: 0.479 % out of order, pooled'
unset multiplot
set terminal pngcairo size 1100,440 noenhanced font 'sans,10' background '#ffffff'
set output 'write-2m-device.png'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'write-2m: the devices (devstat, mean over the runs)' noenhanced
set border 3
set xtics nomirror scale 0 noenhanced
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 noborder
set key top right noenhanced font ',9'
set ylabel '% of the time busy'
set title 'utilisation (io_ticks / wall time)'
set yrange [0:105]
plot for [j=2:3] 'data/write-2m-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 1)
set border 3
set xtics nomirror scale 0 noenhanced
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 noborder
set key top right noenhanced font ',9'
set ylabel '% of bios merged: merges / (requests + merges)'
set title 'merges, write'
set yrange [0:*]
plot for [j=4:5] 'data/write-2m-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 3)
unset multiplot
set terminal svg size 1100,440 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'write-2m-device.svg'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'write-2m: the devices (devstat, mean over the runs)' noenhanced
set border 3
set xtics nomirror scale 0 noenhanced
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 noborder
set key top right noenhanced font ',9'
set ylabel '% of the time busy'
set title 'utilisation (io_ticks / wall time)'
set yrange [0:105]
plot for [j=2:3] 'data/write-2m-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 1)
set border 3
set xtics nomirror scale 0 noenhanced
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 noborder
set key top right noenhanced font ',9'
set ylabel '% of bios merged: merges / (requests + merges)'
set title 'merges, write'
set yrange [0:*]
plot for [j=4:5] 'data/write-2m-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 3)
unset multiplot
