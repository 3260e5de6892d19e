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

# _cell0-mbps
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell0-mbps.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=1,numjobs=1: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= MiB/s)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:231.329]
set ytics noenhanced
set key off
plot 'data/_cell0-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell0-mbps.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=1,numjobs=1: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= MiB/s)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:231.329]
set ytics noenhanced
set key off
plot 'data/_cell0-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell0-iops
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell0-iops.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=1,numjobs=1: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:59220]
set ytics noenhanced
set key off
plot 'data/_cell0-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell0-iops.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=1,numjobs=1: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:59220]
set ytics noenhanced
set key off
plot 'data/_cell0-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell0-p50_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell0-p50_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=1,numjobs=1: p50 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:17.5657]
set ytics noenhanced
set key off
plot 'data/_cell0-p50_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell0-p50_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=1,numjobs=1: p50 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:17.5657]
set ytics noenhanced
set key off
plot 'data/_cell0-p50_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell0-p99_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell0-p99_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=1,numjobs=1: p99 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:49.5808]
set ytics noenhanced
set key off
plot 'data/_cell0-p99_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell0-p99_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=1,numjobs=1: p99 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:49.5808]
set ytics noenhanced
set key off
plot 'data/_cell0-p99_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell0-p99.9_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell0-p99.9_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=1,numjobs=1: p99.9 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:181.45]
set ytics noenhanced
set key off
plot 'data/_cell0-p99.9_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell0-p99.9_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=1,numjobs=1: p99.9 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:181.45]
set ytics noenhanced
set key off
plot 'data/_cell0-p99.9_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell0-merge_ratio
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell0-merge_ratio.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=1,numjobs=1: merge ratio, merges / (ios + merges) (more is better)' noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1]
set ytics noenhanced
set key off
plot 'data/_cell0-merge_ratio.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell0-merge_ratio.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=1,numjobs=1: merge ratio, merges / (ios + merges) (more is better)' noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1]
set ytics noenhanced
set key off
plot 'data/_cell0-merge_ratio.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell1-mbps
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell1-mbps.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=1,numjobs=2: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= MiB/s)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:440.106]
set ytics noenhanced
set key off
plot 'data/_cell1-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell1-mbps.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=1,numjobs=2: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= MiB/s)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:440.106]
set ytics noenhanced
set key off
plot 'data/_cell1-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell1-iops
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell1-iops.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=1,numjobs=2: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:112667]
set ytics noenhanced
set key off
plot 'data/_cell1-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell1-iops.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=1,numjobs=2: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:112667]
set ytics noenhanced
set key off
plot 'data/_cell1-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell2-mbps
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell2-mbps.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=16,numjobs=1: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= MiB/s)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1118.72]
set ytics noenhanced
set key off
plot 'data/_cell2-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell2-mbps.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=16,numjobs=1: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= MiB/s)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1118.72]
set ytics noenhanced
set key off
plot 'data/_cell2-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell2-iops
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell2-iops.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=16,numjobs=1: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:286387]
set ytics noenhanced
set key off
plot 'data/_cell2-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell2-iops.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=16,numjobs=1: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:286387]
set ytics noenhanced
set key off
plot 'data/_cell2-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell2-p50_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell2-p50_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=16,numjobs=1: p50 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:108.612]
set ytics noenhanced
set key off
plot 'data/_cell2-p50_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell2-p50_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=16,numjobs=1: p50 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:108.612]
set ytics noenhanced
set key off
plot 'data/_cell2-p50_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell2-p99_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell2-p99_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=16,numjobs=1: p99 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:339.687]
set ytics noenhanced
set key off
plot 'data/_cell2-p99_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell2-p99_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=16,numjobs=1: p99 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:339.687]
set ytics noenhanced
set key off
plot 'data/_cell2-p99_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell2-p99.9_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell2-p99.9_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=16,numjobs=1: p99.9 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1144.7]
set ytics noenhanced
set key off
plot 'data/_cell2-p99.9_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell2-p99.9_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=16,numjobs=1: p99.9 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1144.7]
set ytics noenhanced
set key off
plot 'data/_cell2-p99.9_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell2-merge_ratio
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell2-merge_ratio.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=16,numjobs=1: merge ratio, merges / (ios + merges) (more is better)' noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1]
set ytics noenhanced
set key off
plot 'data/_cell2-merge_ratio.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell2-merge_ratio.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=16,numjobs=1: merge ratio, merges / (ios + merges) (more is better)' noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1]
set ytics noenhanced
set key off
plot 'data/_cell2-merge_ratio.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell3-mbps
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell3-mbps.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=16,numjobs=2: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= MiB/s)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1144.4]
set ytics noenhanced
set key off
plot 'data/_cell3-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell3-mbps.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=16,numjobs=2: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= MiB/s)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1144.4]
set ytics noenhanced
set key off
plot 'data/_cell3-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell3-iops
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell3-iops.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=16,numjobs=2: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:292954]
set ytics noenhanced
set key off
plot 'data/_cell3-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell3-iops.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=16,numjobs=2: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:292954]
set ytics noenhanced
set key off
plot 'data/_cell3-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell4-mbps
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell4-mbps.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=256,numjobs=1: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= MiB/s)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1169.39]
set ytics noenhanced
set key off
plot 'data/_cell4-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell4-mbps.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=256,numjobs=1: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= MiB/s)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1169.39]
set ytics noenhanced
set key off
plot 'data/_cell4-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell4-iops
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell4-iops.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=256,numjobs=1: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:299262]
set ytics noenhanced
set key off
plot 'data/_cell4-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell4-iops.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=256,numjobs=1: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:299262]
set ytics noenhanced
set key off
plot 'data/_cell4-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell4-p50_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell4-p50_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=256,numjobs=1: p50 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1908.65]
set ytics noenhanced
set key off
plot 'data/_cell4-p50_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell4-p50_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=256,numjobs=1: p50 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1908.65]
set ytics noenhanced
set key off
plot 'data/_cell4-p50_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell4-p99_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell4-p99_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=256,numjobs=1: p99 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:5322.04]
set ytics noenhanced
set key off
plot 'data/_cell4-p99_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell4-p99_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=256,numjobs=1: p99 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:5322.04]
set ytics noenhanced
set key off
plot 'data/_cell4-p99_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell4-p99.9_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell4-p99.9_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=256,numjobs=1: p99.9 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:17302]
set ytics noenhanced
set key off
plot 'data/_cell4-p99.9_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell4-p99.9_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=256,numjobs=1: p99.9 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:17302]
set ytics noenhanced
set key off
plot 'data/_cell4-p99.9_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell4-merge_ratio
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell4-merge_ratio.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=256,numjobs=1: merge ratio, merges / (ios + merges) (more is better)' noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:0.000558859]
set ytics noenhanced
set key off
plot 'data/_cell4-merge_ratio.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell4-merge_ratio.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=256,numjobs=1: merge ratio, merges / (ios + merges) (more is better)' noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:0.000558859]
set ytics noenhanced
set key off
plot 'data/_cell4-merge_ratio.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell5-mbps
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell5-mbps.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=256,numjobs=2: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= MiB/s)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1164.57]
set ytics noenhanced
set key off
plot 'data/_cell5-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell5-mbps.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=256,numjobs=2: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= MiB/s)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1164.57]
set ytics noenhanced
set key off
plot 'data/_cell5-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell5-iops
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell5-iops.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=256,numjobs=2: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:297928]
set ytics noenhanced
set key off
plot 'data/_cell5-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell5-iops.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=256,numjobs=2: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:297928]
set ytics noenhanced
set key off
plot 'data/_cell5-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell6-mbps
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell6-mbps.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=4,numjobs=1: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= MiB/s)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:865.486]
set ytics noenhanced
set key off
plot 'data/_cell6-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell6-mbps.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=4,numjobs=1: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= MiB/s)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:865.486]
set ytics noenhanced
set key off
plot 'data/_cell6-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell6-iops
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell6-iops.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=4,numjobs=1: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:221563]
set ytics noenhanced
set key off
plot 'data/_cell6-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell6-iops.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=4,numjobs=1: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:221563]
set ytics noenhanced
set key off
plot 'data/_cell6-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell6-p50_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell6-p50_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=4,numjobs=1: p50 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:26.9012]
set ytics noenhanced
set key off
plot 'data/_cell6-p50_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell6-p50_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=4,numjobs=1: p50 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:26.9012]
set ytics noenhanced
set key off
plot 'data/_cell6-p50_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell6-p99_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell6-p99_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=4,numjobs=1: p99 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:73.5802]
set ytics noenhanced
set key off
plot 'data/_cell6-p99_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell6-p99_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=4,numjobs=1: p99 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:73.5802]
set ytics noenhanced
set key off
plot 'data/_cell6-p99_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell6-p99.9_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell6-p99.9_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=4,numjobs=1: p99.9 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:237.12]
set ytics noenhanced
set key off
plot 'data/_cell6-p99.9_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell6-p99.9_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=4,numjobs=1: p99.9 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:237.12]
set ytics noenhanced
set key off
plot 'data/_cell6-p99.9_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell6-merge_ratio
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell6-merge_ratio.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=4,numjobs=1: merge ratio, merges / (ios + merges) (more is better)' noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1]
set ytics noenhanced
set key off
plot 'data/_cell6-merge_ratio.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell6-merge_ratio.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=4,numjobs=1: merge ratio, merges / (ios + merges) (more is better)' noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1]
set ytics noenhanced
set key off
plot 'data/_cell6-merge_ratio.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell7-mbps
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell7-mbps.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=4,numjobs=2: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= MiB/s)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1031.76]
set ytics noenhanced
set key off
plot 'data/_cell7-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell7-mbps.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=4,numjobs=2: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= MiB/s)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1031.76]
set ytics noenhanced
set key off
plot 'data/_cell7-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell7-iops
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell7-iops.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=4,numjobs=2: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:264128]
set ytics noenhanced
set key off
plot 'data/_cell7-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell7-iops.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=4,numjobs=2: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:264128]
set ytics noenhanced
set key off
plot 'data/_cell7-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell8-mbps
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell8-mbps.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=64,numjobs=1: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= MiB/s)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1379.49]
set ytics noenhanced
set key off
plot 'data/_cell8-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell8-mbps.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=64,numjobs=1: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= MiB/s)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1379.49]
set ytics noenhanced
set key off
plot 'data/_cell8-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell8-iops
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell8-iops.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=64,numjobs=1: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:353125]
set ytics noenhanced
set key off
plot 'data/_cell8-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell8-iops.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=64,numjobs=1: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:353125]
set ytics noenhanced
set key off
plot 'data/_cell8-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell8-p50_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell8-p50_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=64,numjobs=1: p50 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:518.362]
set ytics noenhanced
set key off
plot 'data/_cell8-p50_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell8-p50_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=64,numjobs=1: p50 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:518.362]
set ytics noenhanced
set key off
plot 'data/_cell8-p50_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell8-p99_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell8-p99_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=64,numjobs=1: p99 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1168.94]
set ytics noenhanced
set key off
plot 'data/_cell8-p99_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell8-p99_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=64,numjobs=1: p99 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1168.94]
set ytics noenhanced
set key off
plot 'data/_cell8-p99_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell8-p99.9_us
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell8-p99.9_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=64,numjobs=1: p99.9 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:5477.16]
set ytics noenhanced
set key off
plot 'data/_cell8-p99.9_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell8-p99.9_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=64,numjobs=1: p99.9 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:5477.16]
set ytics noenhanced
set key off
plot 'data/_cell8-p99.9_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell8-merge_ratio
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell8-merge_ratio.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=64,numjobs=1: merge ratio, merges / (ios + merges) (more is better)' noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1]
set ytics noenhanced
set key off
plot 'data/_cell8-merge_ratio.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell8-merge_ratio.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=64,numjobs=1: merge ratio, merges / (ios + merges) (more is better)' noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1]
set ytics noenhanced
set key off
plot 'data/_cell8-merge_ratio.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell9-mbps
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell9-mbps.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=64,numjobs=2: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= MiB/s)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1201.5]
set ytics noenhanced
set key off
plot 'data/_cell9-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell9-mbps.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=64,numjobs=2: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= MiB/s)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1201.5]
set ytics noenhanced
set key off
plot 'data/_cell9-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell9-iops
set terminal pngcairo size 900,230 noenhanced font 'sans,10' background '#ffffff'
set output '_cell9-iops.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=64,numjobs=2: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:307533]
set ytics noenhanced
set key off
plot 'data/_cell9-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell9-iops.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'randread-4k@iodepth=64,numjobs=2: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:307533]
set ytics noenhanced
set key off
plot 'data/_cell9-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# _cell0-latency
set terminal pngcairo size 900,520 noenhanced font 'sans,10' background '#ffffff'
set output '_cell0-latency.png'
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
set title 'randread-4k@iodepth=1,numjobs=1: completion latency percentiles (less is better)' noenhanced
plot 'data/_cell0-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber', \
     'data/_cell0-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/_cell0-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency', \
     'data/_cell0-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None'
set terminal svg size 900,520 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell0-latency.svg'
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
set title 'randread-4k@iodepth=1,numjobs=1: completion latency percentiles (less is better)' noenhanced
plot 'data/_cell0-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber', \
     'data/_cell0-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/_cell0-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency', \
     'data/_cell0-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None'

# _cell2-latency
set terminal pngcairo size 900,520 noenhanced font 'sans,10' background '#ffffff'
set output '_cell2-latency.png'
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
set title 'randread-4k@iodepth=16,numjobs=1: completion latency percentiles (less is better)' noenhanced
plot 'data/_cell2-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/_cell2-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber', \
     'data/_cell2-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None', \
     'data/_cell2-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency'
set terminal svg size 900,520 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell2-latency.svg'
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
set title 'randread-4k@iodepth=16,numjobs=1: completion latency percentiles (less is better)' noenhanced
plot 'data/_cell2-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/_cell2-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber', \
     'data/_cell2-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None', \
     'data/_cell2-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency'

# _cell4-latency
set terminal pngcairo size 900,520 noenhanced font 'sans,10' background '#ffffff'
set output '_cell4-latency.png'
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
set title 'randread-4k@iodepth=256,numjobs=1: completion latency percentiles (less is better)' noenhanced
plot 'data/_cell4-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/_cell4-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None', \
     'data/_cell4-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber', \
     'data/_cell4-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency'
set terminal svg size 900,520 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell4-latency.svg'
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
set title 'randread-4k@iodepth=256,numjobs=1: completion latency percentiles (less is better)' noenhanced
plot 'data/_cell4-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/_cell4-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None', \
     'data/_cell4-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber', \
     'data/_cell4-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency'

# _cell6-latency
set terminal pngcairo size 900,520 noenhanced font 'sans,10' background '#ffffff'
set output '_cell6-latency.png'
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
set title 'randread-4k@iodepth=4,numjobs=1: completion latency percentiles (less is better)' noenhanced
plot 'data/_cell6-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber', \
     'data/_cell6-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/_cell6-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None', \
     'data/_cell6-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency'
set terminal svg size 900,520 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell6-latency.svg'
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
set title 'randread-4k@iodepth=4,numjobs=1: completion latency percentiles (less is better)' noenhanced
plot 'data/_cell6-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber', \
     'data/_cell6-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/_cell6-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None', \
     'data/_cell6-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency'

# _cell8-latency
set terminal pngcairo size 900,520 noenhanced font 'sans,10' background '#ffffff'
set output '_cell8-latency.png'
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
set title 'randread-4k@iodepth=64,numjobs=1: completion latency percentiles (less is better)' noenhanced
plot 'data/_cell8-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None', \
     'data/_cell8-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/_cell8-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber', \
     'data/_cell8-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency'
set terminal svg size 900,520 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell8-latency.svg'
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
set title 'randread-4k@iodepth=64,numjobs=1: completion latency percentiles (less is better)' noenhanced
plot 'data/_cell8-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None', \
     'data/_cell8-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline', \
     'data/_cell8-latency.tsv' index 2 using (100/(100-$1)):2 with linespoints lt 3 lw 2 pt 7 ps 0.7 title 'Kyber', \
     'data/_cell8-latency.tsv' index 3 using (100/(100-$1)):2 with linespoints lt 4 lw 2 pt 7 ps 0.7 title 'BFQ low_latency'
set terminal pngcairo size 1310,286 noenhanced font 'sans,10' background '#ffffff'
set output 'overview-mbps.png'
reset
set datafile separator "\t"
set title 'Which scheduler for which workload: MB/s, as a fraction of the best (mean / best)' noenhanced
set xrange [-0.5:9.5]
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
set terminal svg size 1310,286 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'overview-mbps.svg'
reset
set datafile separator "\t"
set title 'Which scheduler for which workload: MB/s, as a fraction of the best (mean / best)' noenhanced
set xrange [-0.5:9.5]
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
set terminal pngcairo size 785,286 noenhanced font 'sans,10' background '#ffffff'
set output 'overview-p99_us.png'
reset
set datafile separator "\t"
set title 'Which scheduler for which workload: p99 completion latency, usec, as a fraction of the best (best / mean)' noenhanced
set xrange [-0.5:4.5]
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
plot 'data/overview-p99_us.tsv' using 1:2:(0.5):(0.5):7:xticlabels(5):yticlabels(6) with boxxyerror lc rgb variable, \
     '' using 1:2:4 with labels font ',10'
set terminal svg size 785,286 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'overview-p99_us.svg'
reset
set datafile separator "\t"
set title 'Which scheduler for which workload: p99 completion latency, usec, as a fraction of the best (best / mean)' noenhanced
set xrange [-0.5:4.5]
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
plot 'data/overview-p99_us.tsv' using 1:2:(0.5):(0.5):7:xticlabels(5):yticlabels(6) with boxxyerror lc rgb variable, \
     '' using 1:2:4 with labels font ',10'
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output '_cell0-throughput.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set key outside right top vertical noenhanced
set xlabel 'seconds from the first I/O after ramp_time'
set yrange [0:*]
set ylabel 'MB/s (= MiB/s)'
set title 'randread-4k@iodepth=1,numjobs=1: throughput over time (line: mean of the runs, band: their min..max)' noenhanced
plot 'data/_cell0-throughput.tsv' index 0 using 1:3:4 with filledcurves lt 2 fs transparent solid 0.18 noborder notitle, '' index 0 using 1:2 with lines lt 2 title 'MQ Deadline', \
     'data/_cell0-throughput.tsv' index 1 using 1:3:4 with filledcurves lt 1 fs transparent solid 0.18 noborder notitle, '' index 1 using 1:2 with lines lt 1 title 'MQ None', \
     'data/_cell0-throughput.tsv' index 2 using 1:3:4 with filledcurves lt 3 fs transparent solid 0.18 noborder notitle, '' index 2 using 1:2 with lines lt 3 title 'Kyber', \
     'data/_cell0-throughput.tsv' index 3 using 1:3:4 with filledcurves lt 4 fs transparent solid 0.18 noborder notitle, '' index 3 using 1:2 with lines lt 4 title 'BFQ low_latency'
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell0-throughput.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set key outside right top vertical noenhanced
set xlabel 'seconds from the first I/O after ramp_time'
set yrange [0:*]
set ylabel 'MB/s (= MiB/s)'
set title 'randread-4k@iodepth=1,numjobs=1: throughput over time (line: mean of the runs, band: their min..max)' noenhanced
plot 'data/_cell0-throughput.tsv' index 0 using 1:3:4 with filledcurves lt 2 fs transparent solid 0.18 noborder notitle, '' index 0 using 1:2 with lines lt 2 title 'MQ Deadline', \
     'data/_cell0-throughput.tsv' index 1 using 1:3:4 with filledcurves lt 1 fs transparent solid 0.18 noborder notitle, '' index 1 using 1:2 with lines lt 1 title 'MQ None', \
     'data/_cell0-throughput.tsv' index 2 using 1:3:4 with filledcurves lt 3 fs transparent solid 0.18 noborder notitle, '' index 2 using 1:2 with lines lt 3 title 'Kyber', \
     'data/_cell0-throughput.tsv' index 3 using 1:3:4 with filledcurves lt 4 fs transparent solid 0.18 noborder notitle, '' index 3 using 1:2 with lines lt 4 title 'BFQ low_latency'
set terminal pngcairo size 1350,440 noenhanced font 'sans,10' background '#ffffff'
set output '_cell0-completions.png'
reset
set datafile separator "\t"
set multiplot layout 1,3 title 'randread-4k@iodepth=1,numjobs=1: how completions arrive (every completion of every run)' noenhanced
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
plot 'data/_cell0-inflight.tsv' index 0 using 1:2 with steps lt 2 title 'MQ Deadline: mean 1', \
     'data/_cell0-inflight.tsv' index 1 using 1:2 with steps lt 1 title 'MQ None: mean 1', \
     'data/_cell0-inflight.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: mean 1', \
     'data/_cell0-inflight.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 1'
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
plot 'data/_cell0-reap.tsv' index 0 using 1:2 with steps lt 2 title 'MQ Deadline: mean 1', \
     'data/_cell0-reap.tsv' index 1 using 1:2 with steps lt 1 title 'MQ None: mean 1', \
     'data/_cell0-reap.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: mean 1', \
     'data/_cell0-reap.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 1'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:1]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'out-of-order distance'
set xlabel 'I/Os submitted earlier still in flight'
set ylabel '% of completions, at or above (log)' offset 1
set key top right
set label 1 'no completion out of order' at graph 0.5, 0.5 center
unset logscale y
plot NaN notitle
unset multiplot
set terminal svg size 1350,440 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell0-completions.svg'
reset
set datafile separator "\t"
set multiplot layout 1,3 title 'randread-4k@iodepth=1,numjobs=1: how completions arrive (every completion of every run)' noenhanced
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
plot 'data/_cell0-inflight.tsv' index 0 using 1:2 with steps lt 2 title 'MQ Deadline: mean 1', \
     'data/_cell0-inflight.tsv' index 1 using 1:2 with steps lt 1 title 'MQ None: mean 1', \
     'data/_cell0-inflight.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: mean 1', \
     'data/_cell0-inflight.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 1'
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
plot 'data/_cell0-reap.tsv' index 0 using 1:2 with steps lt 2 title 'MQ Deadline: mean 1', \
     'data/_cell0-reap.tsv' index 1 using 1:2 with steps lt 1 title 'MQ None: mean 1', \
     'data/_cell0-reap.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: mean 1', \
     'data/_cell0-reap.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 1'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:1]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'out-of-order distance'
set xlabel 'I/Os submitted earlier still in flight'
set ylabel '% of completions, at or above (log)' offset 1
set key top right
set label 1 'no completion out of order' at graph 0.5, 0.5 center
unset logscale y
plot NaN notitle
unset multiplot
set terminal pngcairo size 1100,440 noenhanced font 'sans,10' background '#ffffff'
set output '_cell0-device.png'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'randread-4k@iodepth=1,numjobs=1: the devices (devstat, mean over the runs)' noenhanced
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
plot for [j=2:2] 'data/_cell0-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 1)
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
set yrange [0:1]
plot for [j=3:3] 'data/_cell0-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 2)
unset multiplot
set terminal svg size 1100,440 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell0-device.svg'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'randread-4k@iodepth=1,numjobs=1: the devices (devstat, mean over the runs)' noenhanced
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
plot for [j=2:2] 'data/_cell0-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 1)
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
set yrange [0:1]
plot for [j=3:3] 'data/_cell0-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 2)
unset multiplot
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output '_cell2-throughput.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set key outside right top vertical noenhanced
set xlabel 'seconds from the first I/O after ramp_time'
set yrange [0:*]
set ylabel 'MB/s (= MiB/s)'
set title 'randread-4k@iodepth=16,numjobs=1: throughput over time (line: mean of the runs, band: their min..max)' noenhanced
plot 'data/_cell2-throughput.tsv' index 0 using 1:3:4 with filledcurves lt 1 fs transparent solid 0.18 noborder notitle, '' index 0 using 1:2 with lines lt 1 title 'MQ None', \
     'data/_cell2-throughput.tsv' index 1 using 1:3:4 with filledcurves lt 3 fs transparent solid 0.18 noborder notitle, '' index 1 using 1:2 with lines lt 3 title 'Kyber', \
     'data/_cell2-throughput.tsv' index 2 using 1:3:4 with filledcurves lt 2 fs transparent solid 0.18 noborder notitle, '' index 2 using 1:2 with lines lt 2 title 'MQ Deadline', \
     'data/_cell2-throughput.tsv' index 3 using 1:3:4 with filledcurves lt 4 fs transparent solid 0.18 noborder notitle, '' index 3 using 1:2 with lines lt 4 title 'BFQ low_latency'
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell2-throughput.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set key outside right top vertical noenhanced
set xlabel 'seconds from the first I/O after ramp_time'
set yrange [0:*]
set ylabel 'MB/s (= MiB/s)'
set title 'randread-4k@iodepth=16,numjobs=1: throughput over time (line: mean of the runs, band: their min..max)' noenhanced
plot 'data/_cell2-throughput.tsv' index 0 using 1:3:4 with filledcurves lt 1 fs transparent solid 0.18 noborder notitle, '' index 0 using 1:2 with lines lt 1 title 'MQ None', \
     'data/_cell2-throughput.tsv' index 1 using 1:3:4 with filledcurves lt 3 fs transparent solid 0.18 noborder notitle, '' index 1 using 1:2 with lines lt 3 title 'Kyber', \
     'data/_cell2-throughput.tsv' index 2 using 1:3:4 with filledcurves lt 2 fs transparent solid 0.18 noborder notitle, '' index 2 using 1:2 with lines lt 2 title 'MQ Deadline', \
     'data/_cell2-throughput.tsv' index 3 using 1:3:4 with filledcurves lt 4 fs transparent solid 0.18 noborder notitle, '' index 3 using 1:2 with lines lt 4 title 'BFQ low_latency'
set terminal pngcairo size 1350,440 noenhanced font 'sans,10' background '#ffffff'
set output '_cell2-completions.png'
reset
set datafile separator "\t"
set multiplot layout 1,3 title 'randread-4k@iodepth=16,numjobs=1: how completions arrive (every completion of every run)' noenhanced
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
plot 'data/_cell2-inflight.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: mean 16', \
     'data/_cell2-inflight.tsv' index 1 using 1:2 with steps lt 3 title 'Kyber: mean 16', \
     'data/_cell2-inflight.tsv' index 2 using 1:2 with steps lt 2 title 'MQ Deadline: mean 16', \
     'data/_cell2-inflight.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 16'
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
plot 'data/_cell2-reap.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: mean 1', \
     'data/_cell2-reap.tsv' index 1 using 1:2 with steps lt 3 title 'Kyber: mean 1', \
     'data/_cell2-reap.tsv' index 2 using 1:2 with steps lt 2 title 'MQ Deadline: mean 1', \
     'data/_cell2-reap.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 1'
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
plot 'data/_cell2-ooo.tsv' index 0 using 1:2 with steps lt 3 title 'Kyber: 0.0151 % out of order, pooled', \
     'data/_cell2-ooo.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: 0.00447 % out of order, pooled'
unset multiplot
set terminal svg size 1350,440 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell2-completions.svg'
reset
set datafile separator "\t"
set multiplot layout 1,3 title 'randread-4k@iodepth=16,numjobs=1: how completions arrive (every completion of every run)' noenhanced
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
plot 'data/_cell2-inflight.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: mean 16', \
     'data/_cell2-inflight.tsv' index 1 using 1:2 with steps lt 3 title 'Kyber: mean 16', \
     'data/_cell2-inflight.tsv' index 2 using 1:2 with steps lt 2 title 'MQ Deadline: mean 16', \
     'data/_cell2-inflight.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 16'
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
plot 'data/_cell2-reap.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: mean 1', \
     'data/_cell2-reap.tsv' index 1 using 1:2 with steps lt 3 title 'Kyber: mean 1', \
     'data/_cell2-reap.tsv' index 2 using 1:2 with steps lt 2 title 'MQ Deadline: mean 1', \
     'data/_cell2-reap.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 1'
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
plot 'data/_cell2-ooo.tsv' index 0 using 1:2 with steps lt 3 title 'Kyber: 0.0151 % out of order, pooled', \
     'data/_cell2-ooo.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: 0.00447 % out of order, pooled'
unset multiplot
set terminal pngcairo size 1100,440 noenhanced font 'sans,10' background '#ffffff'
set output '_cell2-device.png'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'randread-4k@iodepth=16,numjobs=1: the devices (devstat, mean over the runs)' noenhanced
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
plot for [j=2:2] 'data/_cell2-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 1)
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
set yrange [0:1]
plot for [j=3:3] 'data/_cell2-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 2)
unset multiplot
set terminal svg size 1100,440 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell2-device.svg'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'randread-4k@iodepth=16,numjobs=1: the devices (devstat, mean over the runs)' noenhanced
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
plot for [j=2:2] 'data/_cell2-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 1)
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
set yrange [0:1]
plot for [j=3:3] 'data/_cell2-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 2)
unset multiplot
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output '_cell4-throughput.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set key outside right top vertical noenhanced
set xlabel 'seconds from the first I/O after ramp_time'
set yrange [0:*]
set ylabel 'MB/s (= MiB/s)'
set title 'randread-4k@iodepth=256,numjobs=1: throughput over time (line: mean of the runs, band: their min..max)' noenhanced
plot 'data/_cell4-throughput.tsv' index 0 using 1:3:4 with filledcurves lt 1 fs transparent solid 0.18 noborder notitle, '' index 0 using 1:2 with lines lt 1 title 'MQ None', \
     'data/_cell4-throughput.tsv' index 1 using 1:3:4 with filledcurves lt 2 fs transparent solid 0.18 noborder notitle, '' index 1 using 1:2 with lines lt 2 title 'MQ Deadline', \
     'data/_cell4-throughput.tsv' index 2 using 1:3:4 with filledcurves lt 3 fs transparent solid 0.18 noborder notitle, '' index 2 using 1:2 with lines lt 3 title 'Kyber', \
     'data/_cell4-throughput.tsv' index 3 using 1:3:4 with filledcurves lt 4 fs transparent solid 0.18 noborder notitle, '' index 3 using 1:2 with lines lt 4 title 'BFQ low_latency'
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell4-throughput.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set key outside right top vertical noenhanced
set xlabel 'seconds from the first I/O after ramp_time'
set yrange [0:*]
set ylabel 'MB/s (= MiB/s)'
set title 'randread-4k@iodepth=256,numjobs=1: throughput over time (line: mean of the runs, band: their min..max)' noenhanced
plot 'data/_cell4-throughput.tsv' index 0 using 1:3:4 with filledcurves lt 1 fs transparent solid 0.18 noborder notitle, '' index 0 using 1:2 with lines lt 1 title 'MQ None', \
     'data/_cell4-throughput.tsv' index 1 using 1:3:4 with filledcurves lt 2 fs transparent solid 0.18 noborder notitle, '' index 1 using 1:2 with lines lt 2 title 'MQ Deadline', \
     'data/_cell4-throughput.tsv' index 2 using 1:3:4 with filledcurves lt 3 fs transparent solid 0.18 noborder notitle, '' index 2 using 1:2 with lines lt 3 title 'Kyber', \
     'data/_cell4-throughput.tsv' index 3 using 1:3:4 with filledcurves lt 4 fs transparent solid 0.18 noborder notitle, '' index 3 using 1:2 with lines lt 4 title 'BFQ low_latency'
set terminal pngcairo size 1350,440 noenhanced font 'sans,10' background '#ffffff'
set output '_cell4-completions.png'
reset
set datafile separator "\t"
set multiplot layout 1,3 title 'randread-4k@iodepth=256,numjobs=1: how completions arrive (every completion of every run)' noenhanced
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
plot 'data/_cell4-inflight.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: mean 256', \
     'data/_cell4-inflight.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: mean 255.9', \
     'data/_cell4-inflight.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: mean 255.9', \
     'data/_cell4-inflight.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 255.9'
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
plot 'data/_cell4-reap.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: mean 1', \
     'data/_cell4-reap.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: mean 1', \
     'data/_cell4-reap.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: mean 1', \
     'data/_cell4-reap.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 1.001'
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
plot 'data/_cell4-ooo.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: 0.000179 % out of order, pooled', \
     'data/_cell4-ooo.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: 15.3 % out of order, pooled', \
     'data/_cell4-ooo.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: 0.145 % out of order, pooled', \
     'data/_cell4-ooo.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: 2.11 % out of order, pooled'
unset multiplot
set terminal svg size 1350,440 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell4-completions.svg'
reset
set datafile separator "\t"
set multiplot layout 1,3 title 'randread-4k@iodepth=256,numjobs=1: how completions arrive (every completion of every run)' noenhanced
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
plot 'data/_cell4-inflight.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: mean 256', \
     'data/_cell4-inflight.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: mean 255.9', \
     'data/_cell4-inflight.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: mean 255.9', \
     'data/_cell4-inflight.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 255.9'
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
plot 'data/_cell4-reap.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: mean 1', \
     'data/_cell4-reap.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: mean 1', \
     'data/_cell4-reap.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: mean 1', \
     'data/_cell4-reap.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 1.001'
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
plot 'data/_cell4-ooo.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: 0.000179 % out of order, pooled', \
     'data/_cell4-ooo.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: 15.3 % out of order, pooled', \
     'data/_cell4-ooo.tsv' index 2 using 1:2 with steps lt 3 title 'Kyber: 0.145 % out of order, pooled', \
     'data/_cell4-ooo.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: 2.11 % out of order, pooled'
unset multiplot
set terminal pngcairo size 1100,440 noenhanced font 'sans,10' background '#ffffff'
set output '_cell4-device.png'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'randread-4k@iodepth=256,numjobs=1: the devices (devstat, mean over the runs)' noenhanced
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
plot for [j=2:2] 'data/_cell4-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 1)
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
plot for [j=3:3] 'data/_cell4-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 2)
unset multiplot
set terminal svg size 1100,440 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell4-device.svg'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'randread-4k@iodepth=256,numjobs=1: the devices (devstat, mean over the runs)' noenhanced
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
plot for [j=2:2] 'data/_cell4-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 1)
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
plot for [j=3:3] 'data/_cell4-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 2)
unset multiplot
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output '_cell6-throughput.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set key outside right top vertical noenhanced
set xlabel 'seconds from the first I/O after ramp_time'
set yrange [0:*]
set ylabel 'MB/s (= MiB/s)'
set title 'randread-4k@iodepth=4,numjobs=1: throughput over time (line: mean of the runs, band: their min..max)' noenhanced
plot 'data/_cell6-throughput.tsv' index 0 using 1:3:4 with filledcurves lt 3 fs transparent solid 0.18 noborder notitle, '' index 0 using 1:2 with lines lt 3 title 'Kyber', \
     'data/_cell6-throughput.tsv' index 1 using 1:3:4 with filledcurves lt 2 fs transparent solid 0.18 noborder notitle, '' index 1 using 1:2 with lines lt 2 title 'MQ Deadline', \
     'data/_cell6-throughput.tsv' index 2 using 1:3:4 with filledcurves lt 1 fs transparent solid 0.18 noborder notitle, '' index 2 using 1:2 with lines lt 1 title 'MQ None', \
     'data/_cell6-throughput.tsv' index 3 using 1:3:4 with filledcurves lt 4 fs transparent solid 0.18 noborder notitle, '' index 3 using 1:2 with lines lt 4 title 'BFQ low_latency'
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell6-throughput.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set key outside right top vertical noenhanced
set xlabel 'seconds from the first I/O after ramp_time'
set yrange [0:*]
set ylabel 'MB/s (= MiB/s)'
set title 'randread-4k@iodepth=4,numjobs=1: throughput over time (line: mean of the runs, band: their min..max)' noenhanced
plot 'data/_cell6-throughput.tsv' index 0 using 1:3:4 with filledcurves lt 3 fs transparent solid 0.18 noborder notitle, '' index 0 using 1:2 with lines lt 3 title 'Kyber', \
     'data/_cell6-throughput.tsv' index 1 using 1:3:4 with filledcurves lt 2 fs transparent solid 0.18 noborder notitle, '' index 1 using 1:2 with lines lt 2 title 'MQ Deadline', \
     'data/_cell6-throughput.tsv' index 2 using 1:3:4 with filledcurves lt 1 fs transparent solid 0.18 noborder notitle, '' index 2 using 1:2 with lines lt 1 title 'MQ None', \
     'data/_cell6-throughput.tsv' index 3 using 1:3:4 with filledcurves lt 4 fs transparent solid 0.18 noborder notitle, '' index 3 using 1:2 with lines lt 4 title 'BFQ low_latency'
set terminal pngcairo size 1350,440 noenhanced font 'sans,10' background '#ffffff'
set output '_cell6-completions.png'
reset
set datafile separator "\t"
set multiplot layout 1,3 title 'randread-4k@iodepth=4,numjobs=1: how completions arrive (every completion of every run)' noenhanced
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
plot 'data/_cell6-inflight.tsv' index 0 using 1:2 with steps lt 3 title 'Kyber: mean 4', \
     'data/_cell6-inflight.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: mean 4', \
     'data/_cell6-inflight.tsv' index 2 using 1:2 with steps lt 1 title 'MQ None: mean 4', \
     'data/_cell6-inflight.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 4'
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
plot 'data/_cell6-reap.tsv' index 0 using 1:2 with steps lt 3 title 'Kyber: mean 1', \
     'data/_cell6-reap.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: mean 1', \
     'data/_cell6-reap.tsv' index 2 using 1:2 with steps lt 1 title 'MQ None: mean 1', \
     'data/_cell6-reap.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 1'
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
plot 'data/_cell6-ooo.tsv' index 0 using 1:2 with steps lt 2 title 'MQ Deadline: 0.00485 % out of order, pooled', \
     'data/_cell6-ooo.tsv' index 1 using 1:2 with steps lt 1 title 'MQ None: 0.000187 % out of order, pooled'
unset multiplot
set terminal svg size 1350,440 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell6-completions.svg'
reset
set datafile separator "\t"
set multiplot layout 1,3 title 'randread-4k@iodepth=4,numjobs=1: how completions arrive (every completion of every run)' noenhanced
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
plot 'data/_cell6-inflight.tsv' index 0 using 1:2 with steps lt 3 title 'Kyber: mean 4', \
     'data/_cell6-inflight.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: mean 4', \
     'data/_cell6-inflight.tsv' index 2 using 1:2 with steps lt 1 title 'MQ None: mean 4', \
     'data/_cell6-inflight.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 4'
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
plot 'data/_cell6-reap.tsv' index 0 using 1:2 with steps lt 3 title 'Kyber: mean 1', \
     'data/_cell6-reap.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: mean 1', \
     'data/_cell6-reap.tsv' index 2 using 1:2 with steps lt 1 title 'MQ None: mean 1', \
     'data/_cell6-reap.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 1'
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
plot 'data/_cell6-ooo.tsv' index 0 using 1:2 with steps lt 2 title 'MQ Deadline: 0.00485 % out of order, pooled', \
     'data/_cell6-ooo.tsv' index 1 using 1:2 with steps lt 1 title 'MQ None: 0.000187 % out of order, pooled'
unset multiplot
set terminal pngcairo size 1100,440 noenhanced font 'sans,10' background '#ffffff'
set output '_cell6-device.png'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'randread-4k@iodepth=4,numjobs=1: the devices (devstat, mean over the runs)' noenhanced
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
plot for [j=2:2] 'data/_cell6-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 1)
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
set yrange [0:1]
plot for [j=3:3] 'data/_cell6-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 2)
unset multiplot
set terminal svg size 1100,440 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell6-device.svg'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'randread-4k@iodepth=4,numjobs=1: the devices (devstat, mean over the runs)' noenhanced
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
plot for [j=2:2] 'data/_cell6-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 1)
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
set yrange [0:1]
plot for [j=3:3] 'data/_cell6-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 2)
unset multiplot
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output '_cell8-throughput.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set key outside right top vertical noenhanced
set xlabel 'seconds from the first I/O after ramp_time'
set yrange [0:*]
set ylabel 'MB/s (= MiB/s)'
set title 'randread-4k@iodepth=64,numjobs=1: throughput over time (line: mean of the runs, band: their min..max)' noenhanced
plot 'data/_cell8-throughput.tsv' index 0 using 1:3:4 with filledcurves lt 1 fs transparent solid 0.18 noborder notitle, '' index 0 using 1:2 with lines lt 1 title 'MQ None', \
     'data/_cell8-throughput.tsv' index 1 using 1:3:4 with filledcurves lt 3 fs transparent solid 0.18 noborder notitle, '' index 1 using 1:2 with lines lt 3 title 'Kyber', \
     'data/_cell8-throughput.tsv' index 2 using 1:3:4 with filledcurves lt 2 fs transparent solid 0.18 noborder notitle, '' index 2 using 1:2 with lines lt 2 title 'MQ Deadline', \
     'data/_cell8-throughput.tsv' index 3 using 1:3:4 with filledcurves lt 4 fs transparent solid 0.18 noborder notitle, '' index 3 using 1:2 with lines lt 4 title 'BFQ low_latency'
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell8-throughput.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set key outside right top vertical noenhanced
set xlabel 'seconds from the first I/O after ramp_time'
set yrange [0:*]
set ylabel 'MB/s (= MiB/s)'
set title 'randread-4k@iodepth=64,numjobs=1: throughput over time (line: mean of the runs, band: their min..max)' noenhanced
plot 'data/_cell8-throughput.tsv' index 0 using 1:3:4 with filledcurves lt 1 fs transparent solid 0.18 noborder notitle, '' index 0 using 1:2 with lines lt 1 title 'MQ None', \
     'data/_cell8-throughput.tsv' index 1 using 1:3:4 with filledcurves lt 3 fs transparent solid 0.18 noborder notitle, '' index 1 using 1:2 with lines lt 3 title 'Kyber', \
     'data/_cell8-throughput.tsv' index 2 using 1:3:4 with filledcurves lt 2 fs transparent solid 0.18 noborder notitle, '' index 2 using 1:2 with lines lt 2 title 'MQ Deadline', \
     'data/_cell8-throughput.tsv' index 3 using 1:3:4 with filledcurves lt 4 fs transparent solid 0.18 noborder notitle, '' index 3 using 1:2 with lines lt 4 title 'BFQ low_latency'
set terminal pngcairo size 1350,440 noenhanced font 'sans,10' background '#ffffff'
set output '_cell8-completions.png'
reset
set datafile separator "\t"
set multiplot layout 1,3 title 'randread-4k@iodepth=64,numjobs=1: how completions arrive (every completion of every run)' noenhanced
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
plot 'data/_cell8-inflight.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: mean 64', \
     'data/_cell8-inflight.tsv' index 1 using 1:2 with steps lt 3 title 'Kyber: mean 64', \
     'data/_cell8-inflight.tsv' index 2 using 1:2 with steps lt 2 title 'MQ Deadline: mean 64', \
     'data/_cell8-inflight.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 64'
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
plot 'data/_cell8-reap.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: mean 1', \
     'data/_cell8-reap.tsv' index 1 using 1:2 with steps lt 3 title 'Kyber: mean 1', \
     'data/_cell8-reap.tsv' index 2 using 1:2 with steps lt 2 title 'MQ Deadline: mean 1', \
     'data/_cell8-reap.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 1'
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
plot 'data/_cell8-ooo.tsv' index 0 using 1:2 with steps lt 3 title 'Kyber: 5.64e-05 % out of order, pooled', \
     'data/_cell8-ooo.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: 0.000116 % out of order, pooled'
unset multiplot
set terminal svg size 1350,440 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell8-completions.svg'
reset
set datafile separator "\t"
set multiplot layout 1,3 title 'randread-4k@iodepth=64,numjobs=1: how completions arrive (every completion of every run)' noenhanced
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
plot 'data/_cell8-inflight.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: mean 64', \
     'data/_cell8-inflight.tsv' index 1 using 1:2 with steps lt 3 title 'Kyber: mean 64', \
     'data/_cell8-inflight.tsv' index 2 using 1:2 with steps lt 2 title 'MQ Deadline: mean 64', \
     'data/_cell8-inflight.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 64'
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
plot 'data/_cell8-reap.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: mean 1', \
     'data/_cell8-reap.tsv' index 1 using 1:2 with steps lt 3 title 'Kyber: mean 1', \
     'data/_cell8-reap.tsv' index 2 using 1:2 with steps lt 2 title 'MQ Deadline: mean 1', \
     'data/_cell8-reap.tsv' index 3 using 1:2 with steps lt 4 title 'BFQ low_latency: mean 1'
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
plot 'data/_cell8-ooo.tsv' index 0 using 1:2 with steps lt 3 title 'Kyber: 5.64e-05 % out of order, pooled', \
     'data/_cell8-ooo.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: 0.000116 % out of order, pooled'
unset multiplot
set terminal pngcairo size 1100,440 noenhanced font 'sans,10' background '#ffffff'
set output '_cell8-device.png'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'randread-4k@iodepth=64,numjobs=1: the devices (devstat, mean over the runs)' noenhanced
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
plot for [j=2:2] 'data/_cell8-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 1)
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
set yrange [0:1]
plot for [j=3:3] 'data/_cell8-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 2)
unset multiplot
set terminal svg size 1100,440 dynamic noenhanced font 'sans,11' background '#ffffff'
set output '_cell8-device.svg'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'randread-4k@iodepth=64,numjobs=1: the devices (devstat, mean over the runs)' noenhanced
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
plot for [j=2:2] 'data/_cell8-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 1)
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
set yrange [0:1]
plot for [j=3:3] 'data/_cell8-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 2)
unset multiplot
set terminal pngcairo size 900,520 noenhanced font 'sans,10' background '#ffffff'
set output 'randread-4k-iodepth-numjobs-1-iops.png'
reset
set datafile separator "\t"
set border 3
set key top left noenhanced
set grid lc rgb '#dddddd'
set logscale x 2
set ylabel 'IOPS (SE bars)'
set xlabel 'iodepth' noenhanced
set title 'randread-4k: IOPS (more is better) against iodepth (numjobs=1)' noenhanced
plot 'data/randread-4k-iodepth-numjobs-1-sweep.tsv' index 0 using 1:2:3 with yerrorlines lt 1 lw 2 pt 7 ps 0.9 title 'MQ None', \
     'data/randread-4k-iodepth-numjobs-1-sweep.tsv' index 0 using 1:($6 > 0 ? $2 : NaN) with points lt 1 pt 6 ps 1.6 notitle, \
     'data/randread-4k-iodepth-numjobs-1-sweep.tsv' index 1 using 1:2:3 with yerrorlines lt 2 lw 2 pt 7 ps 0.9 title 'MQ Deadline', \
     'data/randread-4k-iodepth-numjobs-1-sweep.tsv' index 1 using 1:($6 > 0 ? $2 : NaN) with points lt 2 pt 6 ps 1.6 notitle, \
     'data/randread-4k-iodepth-numjobs-1-sweep.tsv' index 2 using 1:2:3 with yerrorlines lt 3 lw 2 pt 7 ps 0.9 title 'Kyber', \
     'data/randread-4k-iodepth-numjobs-1-sweep.tsv' index 2 using 1:($6 > 0 ? $2 : NaN) with points lt 3 pt 6 ps 1.6 notitle, \
     'data/randread-4k-iodepth-numjobs-1-sweep.tsv' index 3 using 1:2:3 with yerrorlines lt 4 lw 2 pt 7 ps 0.9 title 'BFQ low_latency', \
     'data/randread-4k-iodepth-numjobs-1-sweep.tsv' index 3 using 1:($6 > 0 ? $2 : NaN) with points lt 4 pt 6 ps 1.6 notitle, \
     NaN with points lc rgb '#555555' pt 6 ps 1.6 title 'ringed: not shown different from the point''s best IOPS (~, or ? for N < 3)'
set terminal pngcairo size 900,520 noenhanced font 'sans,10' background '#ffffff'
set output 'randread-4k-iodepth-numjobs-1-lat.png'
reset
set datafile separator "\t"
set border 3
set key top left noenhanced
set grid lc rgb '#dddddd'
set xlabel 'IOPS'
set ylabel 'p99 completion latency, usec (SE bars)'
set title 'randread-4k: p99 completion latency against IOPS over iodepth (numjobs=1) (down and right is better)' noenhanced
plot 'data/randread-4k-iodepth-numjobs-1-sweep.tsv' index 0 using 2:4:3:5 with xyerrorlines lt 1 lw 2 pt 7 ps 0.9 title 'MQ None', \
     'data/randread-4k-iodepth-numjobs-1-sweep.tsv' index 0 using 2:($7 > 0 ? $4 : NaN) with points lt 1 pt 6 ps 1.6 notitle, \
     'data/randread-4k-iodepth-numjobs-1-sweep.tsv' index 1 using 2:4:3:5 with xyerrorlines lt 2 lw 2 pt 7 ps 0.9 title 'MQ Deadline', \
     'data/randread-4k-iodepth-numjobs-1-sweep.tsv' index 1 using 2:($7 > 0 ? $4 : NaN) with points lt 2 pt 6 ps 1.6 notitle, \
     'data/randread-4k-iodepth-numjobs-1-sweep.tsv' index 2 using 2:4:3:5 with xyerrorlines lt 3 lw 2 pt 7 ps 0.9 title 'Kyber', \
     'data/randread-4k-iodepth-numjobs-1-sweep.tsv' index 2 using 2:($7 > 0 ? $4 : NaN) with points lt 3 pt 6 ps 1.6 notitle, \
     'data/randread-4k-iodepth-numjobs-1-sweep.tsv' index 3 using 2:4:3:5 with xyerrorlines lt 4 lw 2 pt 7 ps 0.9 title 'BFQ low_latency', \
     'data/randread-4k-iodepth-numjobs-1-sweep.tsv' index 3 using 2:($7 > 0 ? $4 : NaN) with points lt 4 pt 6 ps 1.6 notitle, \
     NaN with points lc rgb '#555555' pt 6 ps 1.6 title 'ringed: p99 not shown different from the point''s lowest (~, or ? for N < 3)'
set terminal svg size 900,520 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randread-4k-iodepth-numjobs-1-iops.svg'
reset
set datafile separator "\t"
set border 3
set key top left noenhanced
set grid lc rgb '#dddddd'
set logscale x 2
set ylabel 'IOPS (SE bars)'
set xlabel 'iodepth' noenhanced
set title 'randread-4k: IOPS (more is better) against iodepth (numjobs=1)' noenhanced
plot 'data/randread-4k-iodepth-numjobs-1-sweep.tsv' index 0 using 1:2:3 with yerrorlines lt 1 lw 2 pt 7 ps 0.9 title 'MQ None', \
     'data/randread-4k-iodepth-numjobs-1-sweep.tsv' index 0 using 1:($6 > 0 ? $2 : NaN) with points lt 1 pt 6 ps 1.6 notitle, \
     'data/randread-4k-iodepth-numjobs-1-sweep.tsv' index 1 using 1:2:3 with yerrorlines lt 2 lw 2 pt 7 ps 0.9 title 'MQ Deadline', \
     'data/randread-4k-iodepth-numjobs-1-sweep.tsv' index 1 using 1:($6 > 0 ? $2 : NaN) with points lt 2 pt 6 ps 1.6 notitle, \
     'data/randread-4k-iodepth-numjobs-1-sweep.tsv' index 2 using 1:2:3 with yerrorlines lt 3 lw 2 pt 7 ps 0.9 title 'Kyber', \
     'data/randread-4k-iodepth-numjobs-1-sweep.tsv' index 2 using 1:($6 > 0 ? $2 : NaN) with points lt 3 pt 6 ps 1.6 notitle, \
     'data/randread-4k-iodepth-numjobs-1-sweep.tsv' index 3 using 1:2:3 with yerrorlines lt 4 lw 2 pt 7 ps 0.9 title 'BFQ low_latency', \
     'data/randread-4k-iodepth-numjobs-1-sweep.tsv' index 3 using 1:($6 > 0 ? $2 : NaN) with points lt 4 pt 6 ps 1.6 notitle, \
     NaN with points lc rgb '#555555' pt 6 ps 1.6 title 'ringed: not shown different from the point''s best IOPS (~, or ? for N < 3)'
set terminal svg size 900,520 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randread-4k-iodepth-numjobs-1-lat.svg'
reset
set datafile separator "\t"
set border 3
set key top left noenhanced
set grid lc rgb '#dddddd'
set xlabel 'IOPS'
set ylabel 'p99 completion latency, usec (SE bars)'
set title 'randread-4k: p99 completion latency against IOPS over iodepth (numjobs=1) (down and right is better)' noenhanced
plot 'data/randread-4k-iodepth-numjobs-1-sweep.tsv' index 0 using 2:4:3:5 with xyerrorlines lt 1 lw 2 pt 7 ps 0.9 title 'MQ None', \
     'data/randread-4k-iodepth-numjobs-1-sweep.tsv' index 0 using 2:($7 > 0 ? $4 : NaN) with points lt 1 pt 6 ps 1.6 notitle, \
     'data/randread-4k-iodepth-numjobs-1-sweep.tsv' index 1 using 2:4:3:5 with xyerrorlines lt 2 lw 2 pt 7 ps 0.9 title 'MQ Deadline', \
     'data/randread-4k-iodepth-numjobs-1-sweep.tsv' index 1 using 2:($7 > 0 ? $4 : NaN) with points lt 2 pt 6 ps 1.6 notitle, \
     'data/randread-4k-iodepth-numjobs-1-sweep.tsv' index 2 using 2:4:3:5 with xyerrorlines lt 3 lw 2 pt 7 ps 0.9 title 'Kyber', \
     'data/randread-4k-iodepth-numjobs-1-sweep.tsv' index 2 using 2:($7 > 0 ? $4 : NaN) with points lt 3 pt 6 ps 1.6 notitle, \
     'data/randread-4k-iodepth-numjobs-1-sweep.tsv' index 3 using 2:4:3:5 with xyerrorlines lt 4 lw 2 pt 7 ps 0.9 title 'BFQ low_latency', \
     'data/randread-4k-iodepth-numjobs-1-sweep.tsv' index 3 using 2:($7 > 0 ? $4 : NaN) with points lt 4 pt 6 ps 1.6 notitle, \
     NaN with points lc rgb '#555555' pt 6 ps 1.6 title 'ringed: p99 not shown different from the point''s lowest (~, or ? for N < 3)'
set terminal pngcairo size 900,520 noenhanced font 'sans,10' background '#ffffff'
set output 'randread-4k-iodepth-numjobs-2-iops.png'
reset
set datafile separator "\t"
set border 3
set key top left noenhanced
set grid lc rgb '#dddddd'
set logscale x 2
set ylabel 'IOPS (SE bars)'
set xlabel 'iodepth' noenhanced
set title 'randread-4k: IOPS (more is better) against iodepth (numjobs=2)' noenhanced
plot 'data/randread-4k-iodepth-numjobs-2-sweep.tsv' index 0 using 1:2:3 with yerrorlines lt 1 lw 2 pt 7 ps 0.9 title 'MQ None', \
     'data/randread-4k-iodepth-numjobs-2-sweep.tsv' index 0 using 1:($6 > 0 ? $2 : NaN) with points lt 1 pt 6 ps 1.6 notitle, \
     'data/randread-4k-iodepth-numjobs-2-sweep.tsv' index 1 using 1:2:3 with yerrorlines lt 2 lw 2 pt 7 ps 0.9 title 'MQ Deadline', \
     'data/randread-4k-iodepth-numjobs-2-sweep.tsv' index 1 using 1:($6 > 0 ? $2 : NaN) with points lt 2 pt 6 ps 1.6 notitle, \
     'data/randread-4k-iodepth-numjobs-2-sweep.tsv' index 2 using 1:2:3 with yerrorlines lt 3 lw 2 pt 7 ps 0.9 title 'Kyber', \
     'data/randread-4k-iodepth-numjobs-2-sweep.tsv' index 2 using 1:($6 > 0 ? $2 : NaN) with points lt 3 pt 6 ps 1.6 notitle, \
     'data/randread-4k-iodepth-numjobs-2-sweep.tsv' index 3 using 1:2:3 with yerrorlines lt 4 lw 2 pt 7 ps 0.9 title 'BFQ low_latency', \
     'data/randread-4k-iodepth-numjobs-2-sweep.tsv' index 3 using 1:($6 > 0 ? $2 : NaN) with points lt 4 pt 6 ps 1.6 notitle, \
     NaN with points lc rgb '#555555' pt 6 ps 1.6 title 'ringed: not shown different from the point''s best IOPS (~, or ? for N < 3)'
set terminal svg size 900,520 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randread-4k-iodepth-numjobs-2-iops.svg'
reset
set datafile separator "\t"
set border 3
set key top left noenhanced
set grid lc rgb '#dddddd'
set logscale x 2
set ylabel 'IOPS (SE bars)'
set xlabel 'iodepth' noenhanced
set title 'randread-4k: IOPS (more is better) against iodepth (numjobs=2)' noenhanced
plot 'data/randread-4k-iodepth-numjobs-2-sweep.tsv' index 0 using 1:2:3 with yerrorlines lt 1 lw 2 pt 7 ps 0.9 title 'MQ None', \
     'data/randread-4k-iodepth-numjobs-2-sweep.tsv' index 0 using 1:($6 > 0 ? $2 : NaN) with points lt 1 pt 6 ps 1.6 notitle, \
     'data/randread-4k-iodepth-numjobs-2-sweep.tsv' index 1 using 1:2:3 with yerrorlines lt 2 lw 2 pt 7 ps 0.9 title 'MQ Deadline', \
     'data/randread-4k-iodepth-numjobs-2-sweep.tsv' index 1 using 1:($6 > 0 ? $2 : NaN) with points lt 2 pt 6 ps 1.6 notitle, \
     'data/randread-4k-iodepth-numjobs-2-sweep.tsv' index 2 using 1:2:3 with yerrorlines lt 3 lw 2 pt 7 ps 0.9 title 'Kyber', \
     'data/randread-4k-iodepth-numjobs-2-sweep.tsv' index 2 using 1:($6 > 0 ? $2 : NaN) with points lt 3 pt 6 ps 1.6 notitle, \
     'data/randread-4k-iodepth-numjobs-2-sweep.tsv' index 3 using 1:2:3 with yerrorlines lt 4 lw 2 pt 7 ps 0.9 title 'BFQ low_latency', \
     'data/randread-4k-iodepth-numjobs-2-sweep.tsv' index 3 using 1:($6 > 0 ? $2 : NaN) with points lt 4 pt 6 ps 1.6 notitle, \
     NaN with points lc rgb '#555555' pt 6 ps 1.6 title 'ringed: not shown different from the point''s best IOPS (~, or ? for N < 3)'
set terminal pngcairo size 900,520 noenhanced font 'sans,10' background '#ffffff'
set output 'randread-4k-numjobs-iodepth-1-iops.png'
reset
set datafile separator "\t"
set border 3
set key top left noenhanced
set grid lc rgb '#dddddd'
unset logscale
set ylabel 'IOPS (SE bars)'
set xlabel 'numjobs' noenhanced
set title 'randread-4k: IOPS (more is better) against numjobs (iodepth=1)' noenhanced
plot 'data/randread-4k-numjobs-iodepth-1-sweep.tsv' index 0 using 1:2:3 with yerrorlines lt 1 lw 2 pt 7 ps 0.9 title 'MQ None', \
     'data/randread-4k-numjobs-iodepth-1-sweep.tsv' index 0 using 1:($6 > 0 ? $2 : NaN) with points lt 1 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-1-sweep.tsv' index 1 using 1:2:3 with yerrorlines lt 2 lw 2 pt 7 ps 0.9 title 'MQ Deadline', \
     'data/randread-4k-numjobs-iodepth-1-sweep.tsv' index 1 using 1:($6 > 0 ? $2 : NaN) with points lt 2 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-1-sweep.tsv' index 2 using 1:2:3 with yerrorlines lt 3 lw 2 pt 7 ps 0.9 title 'Kyber', \
     'data/randread-4k-numjobs-iodepth-1-sweep.tsv' index 2 using 1:($6 > 0 ? $2 : NaN) with points lt 3 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-1-sweep.tsv' index 3 using 1:2:3 with yerrorlines lt 4 lw 2 pt 7 ps 0.9 title 'BFQ low_latency', \
     'data/randread-4k-numjobs-iodepth-1-sweep.tsv' index 3 using 1:($6 > 0 ? $2 : NaN) with points lt 4 pt 6 ps 1.6 notitle, \
     NaN with points lc rgb '#555555' pt 6 ps 1.6 title 'ringed: not shown different from the point''s best IOPS (~, or ? for N < 3)'
set terminal pngcairo size 900,520 noenhanced font 'sans,10' background '#ffffff'
set output 'randread-4k-numjobs-iodepth-1-lat.png'
reset
set datafile separator "\t"
set border 3
set key top left noenhanced
set grid lc rgb '#dddddd'
set xlabel 'IOPS'
set ylabel 'p99 completion latency, usec (SE bars)'
set title 'randread-4k: p99 completion latency against IOPS over numjobs (iodepth=1) (down and right is better)' noenhanced
plot 'data/randread-4k-numjobs-iodepth-1-sweep.tsv' index 0 using 2:4:3:5 with xyerrorlines lt 1 lw 2 pt 7 ps 0.9 title 'MQ None', \
     'data/randread-4k-numjobs-iodepth-1-sweep.tsv' index 0 using 2:($7 > 0 ? $4 : NaN) with points lt 1 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-1-sweep.tsv' index 1 using 2:4:3:5 with xyerrorlines lt 2 lw 2 pt 7 ps 0.9 title 'MQ Deadline', \
     'data/randread-4k-numjobs-iodepth-1-sweep.tsv' index 1 using 2:($7 > 0 ? $4 : NaN) with points lt 2 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-1-sweep.tsv' index 2 using 2:4:3:5 with xyerrorlines lt 3 lw 2 pt 7 ps 0.9 title 'Kyber', \
     'data/randread-4k-numjobs-iodepth-1-sweep.tsv' index 2 using 2:($7 > 0 ? $4 : NaN) with points lt 3 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-1-sweep.tsv' index 3 using 2:4:3:5 with xyerrorlines lt 4 lw 2 pt 7 ps 0.9 title 'BFQ low_latency', \
     'data/randread-4k-numjobs-iodepth-1-sweep.tsv' index 3 using 2:($7 > 0 ? $4 : NaN) with points lt 4 pt 6 ps 1.6 notitle, \
     NaN with points lc rgb '#555555' pt 6 ps 1.6 title 'ringed: p99 not shown different from the point''s lowest (~, or ? for N < 3)'
set terminal svg size 900,520 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randread-4k-numjobs-iodepth-1-iops.svg'
reset
set datafile separator "\t"
set border 3
set key top left noenhanced
set grid lc rgb '#dddddd'
unset logscale
set ylabel 'IOPS (SE bars)'
set xlabel 'numjobs' noenhanced
set title 'randread-4k: IOPS (more is better) against numjobs (iodepth=1)' noenhanced
plot 'data/randread-4k-numjobs-iodepth-1-sweep.tsv' index 0 using 1:2:3 with yerrorlines lt 1 lw 2 pt 7 ps 0.9 title 'MQ None', \
     'data/randread-4k-numjobs-iodepth-1-sweep.tsv' index 0 using 1:($6 > 0 ? $2 : NaN) with points lt 1 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-1-sweep.tsv' index 1 using 1:2:3 with yerrorlines lt 2 lw 2 pt 7 ps 0.9 title 'MQ Deadline', \
     'data/randread-4k-numjobs-iodepth-1-sweep.tsv' index 1 using 1:($6 > 0 ? $2 : NaN) with points lt 2 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-1-sweep.tsv' index 2 using 1:2:3 with yerrorlines lt 3 lw 2 pt 7 ps 0.9 title 'Kyber', \
     'data/randread-4k-numjobs-iodepth-1-sweep.tsv' index 2 using 1:($6 > 0 ? $2 : NaN) with points lt 3 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-1-sweep.tsv' index 3 using 1:2:3 with yerrorlines lt 4 lw 2 pt 7 ps 0.9 title 'BFQ low_latency', \
     'data/randread-4k-numjobs-iodepth-1-sweep.tsv' index 3 using 1:($6 > 0 ? $2 : NaN) with points lt 4 pt 6 ps 1.6 notitle, \
     NaN with points lc rgb '#555555' pt 6 ps 1.6 title 'ringed: not shown different from the point''s best IOPS (~, or ? for N < 3)'
set terminal svg size 900,520 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randread-4k-numjobs-iodepth-1-lat.svg'
reset
set datafile separator "\t"
set border 3
set key top left noenhanced
set grid lc rgb '#dddddd'
set xlabel 'IOPS'
set ylabel 'p99 completion latency, usec (SE bars)'
set title 'randread-4k: p99 completion latency against IOPS over numjobs (iodepth=1) (down and right is better)' noenhanced
plot 'data/randread-4k-numjobs-iodepth-1-sweep.tsv' index 0 using 2:4:3:5 with xyerrorlines lt 1 lw 2 pt 7 ps 0.9 title 'MQ None', \
     'data/randread-4k-numjobs-iodepth-1-sweep.tsv' index 0 using 2:($7 > 0 ? $4 : NaN) with points lt 1 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-1-sweep.tsv' index 1 using 2:4:3:5 with xyerrorlines lt 2 lw 2 pt 7 ps 0.9 title 'MQ Deadline', \
     'data/randread-4k-numjobs-iodepth-1-sweep.tsv' index 1 using 2:($7 > 0 ? $4 : NaN) with points lt 2 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-1-sweep.tsv' index 2 using 2:4:3:5 with xyerrorlines lt 3 lw 2 pt 7 ps 0.9 title 'Kyber', \
     'data/randread-4k-numjobs-iodepth-1-sweep.tsv' index 2 using 2:($7 > 0 ? $4 : NaN) with points lt 3 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-1-sweep.tsv' index 3 using 2:4:3:5 with xyerrorlines lt 4 lw 2 pt 7 ps 0.9 title 'BFQ low_latency', \
     'data/randread-4k-numjobs-iodepth-1-sweep.tsv' index 3 using 2:($7 > 0 ? $4 : NaN) with points lt 4 pt 6 ps 1.6 notitle, \
     NaN with points lc rgb '#555555' pt 6 ps 1.6 title 'ringed: p99 not shown different from the point''s lowest (~, or ? for N < 3)'
set terminal pngcairo size 900,520 noenhanced font 'sans,10' background '#ffffff'
set output 'randread-4k-numjobs-iodepth-4-iops.png'
reset
set datafile separator "\t"
set border 3
set key top left noenhanced
set grid lc rgb '#dddddd'
unset logscale
set ylabel 'IOPS (SE bars)'
set xlabel 'numjobs' noenhanced
set title 'randread-4k: IOPS (more is better) against numjobs (iodepth=4)' noenhanced
plot 'data/randread-4k-numjobs-iodepth-4-sweep.tsv' index 0 using 1:2:3 with yerrorlines lt 1 lw 2 pt 7 ps 0.9 title 'MQ None', \
     'data/randread-4k-numjobs-iodepth-4-sweep.tsv' index 0 using 1:($6 > 0 ? $2 : NaN) with points lt 1 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-4-sweep.tsv' index 1 using 1:2:3 with yerrorlines lt 2 lw 2 pt 7 ps 0.9 title 'MQ Deadline', \
     'data/randread-4k-numjobs-iodepth-4-sweep.tsv' index 1 using 1:($6 > 0 ? $2 : NaN) with points lt 2 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-4-sweep.tsv' index 2 using 1:2:3 with yerrorlines lt 3 lw 2 pt 7 ps 0.9 title 'Kyber', \
     'data/randread-4k-numjobs-iodepth-4-sweep.tsv' index 2 using 1:($6 > 0 ? $2 : NaN) with points lt 3 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-4-sweep.tsv' index 3 using 1:2:3 with yerrorlines lt 4 lw 2 pt 7 ps 0.9 title 'BFQ low_latency', \
     'data/randread-4k-numjobs-iodepth-4-sweep.tsv' index 3 using 1:($6 > 0 ? $2 : NaN) with points lt 4 pt 6 ps 1.6 notitle, \
     NaN with points lc rgb '#555555' pt 6 ps 1.6 title 'ringed: not shown different from the point''s best IOPS (~, or ? for N < 3)'
set terminal pngcairo size 900,520 noenhanced font 'sans,10' background '#ffffff'
set output 'randread-4k-numjobs-iodepth-4-lat.png'
reset
set datafile separator "\t"
set border 3
set key top left noenhanced
set grid lc rgb '#dddddd'
set xlabel 'IOPS'
set ylabel 'p99 completion latency, usec (SE bars)'
set title 'randread-4k: p99 completion latency against IOPS over numjobs (iodepth=4) (down and right is better)' noenhanced
plot 'data/randread-4k-numjobs-iodepth-4-sweep.tsv' index 0 using 2:4:3:5 with xyerrorlines lt 1 lw 2 pt 7 ps 0.9 title 'MQ None', \
     'data/randread-4k-numjobs-iodepth-4-sweep.tsv' index 0 using 2:($7 > 0 ? $4 : NaN) with points lt 1 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-4-sweep.tsv' index 1 using 2:4:3:5 with xyerrorlines lt 2 lw 2 pt 7 ps 0.9 title 'MQ Deadline', \
     'data/randread-4k-numjobs-iodepth-4-sweep.tsv' index 1 using 2:($7 > 0 ? $4 : NaN) with points lt 2 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-4-sweep.tsv' index 2 using 2:4:3:5 with xyerrorlines lt 3 lw 2 pt 7 ps 0.9 title 'Kyber', \
     'data/randread-4k-numjobs-iodepth-4-sweep.tsv' index 2 using 2:($7 > 0 ? $4 : NaN) with points lt 3 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-4-sweep.tsv' index 3 using 2:4:3:5 with xyerrorlines lt 4 lw 2 pt 7 ps 0.9 title 'BFQ low_latency', \
     'data/randread-4k-numjobs-iodepth-4-sweep.tsv' index 3 using 2:($7 > 0 ? $4 : NaN) with points lt 4 pt 6 ps 1.6 notitle, \
     NaN with points lc rgb '#555555' pt 6 ps 1.6 title 'ringed: p99 not shown different from the point''s lowest (~, or ? for N < 3)'
set terminal svg size 900,520 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randread-4k-numjobs-iodepth-4-iops.svg'
reset
set datafile separator "\t"
set border 3
set key top left noenhanced
set grid lc rgb '#dddddd'
unset logscale
set ylabel 'IOPS (SE bars)'
set xlabel 'numjobs' noenhanced
set title 'randread-4k: IOPS (more is better) against numjobs (iodepth=4)' noenhanced
plot 'data/randread-4k-numjobs-iodepth-4-sweep.tsv' index 0 using 1:2:3 with yerrorlines lt 1 lw 2 pt 7 ps 0.9 title 'MQ None', \
     'data/randread-4k-numjobs-iodepth-4-sweep.tsv' index 0 using 1:($6 > 0 ? $2 : NaN) with points lt 1 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-4-sweep.tsv' index 1 using 1:2:3 with yerrorlines lt 2 lw 2 pt 7 ps 0.9 title 'MQ Deadline', \
     'data/randread-4k-numjobs-iodepth-4-sweep.tsv' index 1 using 1:($6 > 0 ? $2 : NaN) with points lt 2 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-4-sweep.tsv' index 2 using 1:2:3 with yerrorlines lt 3 lw 2 pt 7 ps 0.9 title 'Kyber', \
     'data/randread-4k-numjobs-iodepth-4-sweep.tsv' index 2 using 1:($6 > 0 ? $2 : NaN) with points lt 3 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-4-sweep.tsv' index 3 using 1:2:3 with yerrorlines lt 4 lw 2 pt 7 ps 0.9 title 'BFQ low_latency', \
     'data/randread-4k-numjobs-iodepth-4-sweep.tsv' index 3 using 1:($6 > 0 ? $2 : NaN) with points lt 4 pt 6 ps 1.6 notitle, \
     NaN with points lc rgb '#555555' pt 6 ps 1.6 title 'ringed: not shown different from the point''s best IOPS (~, or ? for N < 3)'
set terminal svg size 900,520 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randread-4k-numjobs-iodepth-4-lat.svg'
reset
set datafile separator "\t"
set border 3
set key top left noenhanced
set grid lc rgb '#dddddd'
set xlabel 'IOPS'
set ylabel 'p99 completion latency, usec (SE bars)'
set title 'randread-4k: p99 completion latency against IOPS over numjobs (iodepth=4) (down and right is better)' noenhanced
plot 'data/randread-4k-numjobs-iodepth-4-sweep.tsv' index 0 using 2:4:3:5 with xyerrorlines lt 1 lw 2 pt 7 ps 0.9 title 'MQ None', \
     'data/randread-4k-numjobs-iodepth-4-sweep.tsv' index 0 using 2:($7 > 0 ? $4 : NaN) with points lt 1 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-4-sweep.tsv' index 1 using 2:4:3:5 with xyerrorlines lt 2 lw 2 pt 7 ps 0.9 title 'MQ Deadline', \
     'data/randread-4k-numjobs-iodepth-4-sweep.tsv' index 1 using 2:($7 > 0 ? $4 : NaN) with points lt 2 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-4-sweep.tsv' index 2 using 2:4:3:5 with xyerrorlines lt 3 lw 2 pt 7 ps 0.9 title 'Kyber', \
     'data/randread-4k-numjobs-iodepth-4-sweep.tsv' index 2 using 2:($7 > 0 ? $4 : NaN) with points lt 3 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-4-sweep.tsv' index 3 using 2:4:3:5 with xyerrorlines lt 4 lw 2 pt 7 ps 0.9 title 'BFQ low_latency', \
     'data/randread-4k-numjobs-iodepth-4-sweep.tsv' index 3 using 2:($7 > 0 ? $4 : NaN) with points lt 4 pt 6 ps 1.6 notitle, \
     NaN with points lc rgb '#555555' pt 6 ps 1.6 title 'ringed: p99 not shown different from the point''s lowest (~, or ? for N < 3)'
set terminal pngcairo size 900,520 noenhanced font 'sans,10' background '#ffffff'
set output 'randread-4k-numjobs-iodepth-16-iops.png'
reset
set datafile separator "\t"
set border 3
set key top left noenhanced
set grid lc rgb '#dddddd'
unset logscale
set ylabel 'IOPS (SE bars)'
set xlabel 'numjobs' noenhanced
set title 'randread-4k: IOPS (more is better) against numjobs (iodepth=16)' noenhanced
plot 'data/randread-4k-numjobs-iodepth-16-sweep.tsv' index 0 using 1:2:3 with yerrorlines lt 1 lw 2 pt 7 ps 0.9 title 'MQ None', \
     'data/randread-4k-numjobs-iodepth-16-sweep.tsv' index 0 using 1:($6 > 0 ? $2 : NaN) with points lt 1 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-16-sweep.tsv' index 1 using 1:2:3 with yerrorlines lt 2 lw 2 pt 7 ps 0.9 title 'MQ Deadline', \
     'data/randread-4k-numjobs-iodepth-16-sweep.tsv' index 1 using 1:($6 > 0 ? $2 : NaN) with points lt 2 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-16-sweep.tsv' index 2 using 1:2:3 with yerrorlines lt 3 lw 2 pt 7 ps 0.9 title 'Kyber', \
     'data/randread-4k-numjobs-iodepth-16-sweep.tsv' index 2 using 1:($6 > 0 ? $2 : NaN) with points lt 3 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-16-sweep.tsv' index 3 using 1:2:3 with yerrorlines lt 4 lw 2 pt 7 ps 0.9 title 'BFQ low_latency', \
     'data/randread-4k-numjobs-iodepth-16-sweep.tsv' index 3 using 1:($6 > 0 ? $2 : NaN) with points lt 4 pt 6 ps 1.6 notitle, \
     NaN with points lc rgb '#555555' pt 6 ps 1.6 title 'ringed: not shown different from the point''s best IOPS (~, or ? for N < 3)'
set terminal pngcairo size 900,520 noenhanced font 'sans,10' background '#ffffff'
set output 'randread-4k-numjobs-iodepth-16-lat.png'
reset
set datafile separator "\t"
set border 3
set key top left noenhanced
set grid lc rgb '#dddddd'
set xlabel 'IOPS'
set ylabel 'p99 completion latency, usec (SE bars)'
set title 'randread-4k: p99 completion latency against IOPS over numjobs (iodepth=16) (down and right is better)' noenhanced
plot 'data/randread-4k-numjobs-iodepth-16-sweep.tsv' index 0 using 2:4:3:5 with xyerrorlines lt 1 lw 2 pt 7 ps 0.9 title 'MQ None', \
     'data/randread-4k-numjobs-iodepth-16-sweep.tsv' index 0 using 2:($7 > 0 ? $4 : NaN) with points lt 1 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-16-sweep.tsv' index 1 using 2:4:3:5 with xyerrorlines lt 2 lw 2 pt 7 ps 0.9 title 'MQ Deadline', \
     'data/randread-4k-numjobs-iodepth-16-sweep.tsv' index 1 using 2:($7 > 0 ? $4 : NaN) with points lt 2 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-16-sweep.tsv' index 2 using 2:4:3:5 with xyerrorlines lt 3 lw 2 pt 7 ps 0.9 title 'Kyber', \
     'data/randread-4k-numjobs-iodepth-16-sweep.tsv' index 2 using 2:($7 > 0 ? $4 : NaN) with points lt 3 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-16-sweep.tsv' index 3 using 2:4:3:5 with xyerrorlines lt 4 lw 2 pt 7 ps 0.9 title 'BFQ low_latency', \
     'data/randread-4k-numjobs-iodepth-16-sweep.tsv' index 3 using 2:($7 > 0 ? $4 : NaN) with points lt 4 pt 6 ps 1.6 notitle, \
     NaN with points lc rgb '#555555' pt 6 ps 1.6 title 'ringed: p99 not shown different from the point''s lowest (~, or ? for N < 3)'
set terminal svg size 900,520 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randread-4k-numjobs-iodepth-16-iops.svg'
reset
set datafile separator "\t"
set border 3
set key top left noenhanced
set grid lc rgb '#dddddd'
unset logscale
set ylabel 'IOPS (SE bars)'
set xlabel 'numjobs' noenhanced
set title 'randread-4k: IOPS (more is better) against numjobs (iodepth=16)' noenhanced
plot 'data/randread-4k-numjobs-iodepth-16-sweep.tsv' index 0 using 1:2:3 with yerrorlines lt 1 lw 2 pt 7 ps 0.9 title 'MQ None', \
     'data/randread-4k-numjobs-iodepth-16-sweep.tsv' index 0 using 1:($6 > 0 ? $2 : NaN) with points lt 1 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-16-sweep.tsv' index 1 using 1:2:3 with yerrorlines lt 2 lw 2 pt 7 ps 0.9 title 'MQ Deadline', \
     'data/randread-4k-numjobs-iodepth-16-sweep.tsv' index 1 using 1:($6 > 0 ? $2 : NaN) with points lt 2 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-16-sweep.tsv' index 2 using 1:2:3 with yerrorlines lt 3 lw 2 pt 7 ps 0.9 title 'Kyber', \
     'data/randread-4k-numjobs-iodepth-16-sweep.tsv' index 2 using 1:($6 > 0 ? $2 : NaN) with points lt 3 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-16-sweep.tsv' index 3 using 1:2:3 with yerrorlines lt 4 lw 2 pt 7 ps 0.9 title 'BFQ low_latency', \
     'data/randread-4k-numjobs-iodepth-16-sweep.tsv' index 3 using 1:($6 > 0 ? $2 : NaN) with points lt 4 pt 6 ps 1.6 notitle, \
     NaN with points lc rgb '#555555' pt 6 ps 1.6 title 'ringed: not shown different from the point''s best IOPS (~, or ? for N < 3)'
set terminal svg size 900,520 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randread-4k-numjobs-iodepth-16-lat.svg'
reset
set datafile separator "\t"
set border 3
set key top left noenhanced
set grid lc rgb '#dddddd'
set xlabel 'IOPS'
set ylabel 'p99 completion latency, usec (SE bars)'
set title 'randread-4k: p99 completion latency against IOPS over numjobs (iodepth=16) (down and right is better)' noenhanced
plot 'data/randread-4k-numjobs-iodepth-16-sweep.tsv' index 0 using 2:4:3:5 with xyerrorlines lt 1 lw 2 pt 7 ps 0.9 title 'MQ None', \
     'data/randread-4k-numjobs-iodepth-16-sweep.tsv' index 0 using 2:($7 > 0 ? $4 : NaN) with points lt 1 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-16-sweep.tsv' index 1 using 2:4:3:5 with xyerrorlines lt 2 lw 2 pt 7 ps 0.9 title 'MQ Deadline', \
     'data/randread-4k-numjobs-iodepth-16-sweep.tsv' index 1 using 2:($7 > 0 ? $4 : NaN) with points lt 2 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-16-sweep.tsv' index 2 using 2:4:3:5 with xyerrorlines lt 3 lw 2 pt 7 ps 0.9 title 'Kyber', \
     'data/randread-4k-numjobs-iodepth-16-sweep.tsv' index 2 using 2:($7 > 0 ? $4 : NaN) with points lt 3 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-16-sweep.tsv' index 3 using 2:4:3:5 with xyerrorlines lt 4 lw 2 pt 7 ps 0.9 title 'BFQ low_latency', \
     'data/randread-4k-numjobs-iodepth-16-sweep.tsv' index 3 using 2:($7 > 0 ? $4 : NaN) with points lt 4 pt 6 ps 1.6 notitle, \
     NaN with points lc rgb '#555555' pt 6 ps 1.6 title 'ringed: p99 not shown different from the point''s lowest (~, or ? for N < 3)'
set terminal pngcairo size 900,520 noenhanced font 'sans,10' background '#ffffff'
set output 'randread-4k-numjobs-iodepth-64-iops.png'
reset
set datafile separator "\t"
set border 3
set key top left noenhanced
set grid lc rgb '#dddddd'
unset logscale
set ylabel 'IOPS (SE bars)'
set xlabel 'numjobs' noenhanced
set title 'randread-4k: IOPS (more is better) against numjobs (iodepth=64)' noenhanced
plot 'data/randread-4k-numjobs-iodepth-64-sweep.tsv' index 0 using 1:2:3 with yerrorlines lt 1 lw 2 pt 7 ps 0.9 title 'MQ None', \
     'data/randread-4k-numjobs-iodepth-64-sweep.tsv' index 0 using 1:($6 > 0 ? $2 : NaN) with points lt 1 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-64-sweep.tsv' index 1 using 1:2:3 with yerrorlines lt 2 lw 2 pt 7 ps 0.9 title 'MQ Deadline', \
     'data/randread-4k-numjobs-iodepth-64-sweep.tsv' index 1 using 1:($6 > 0 ? $2 : NaN) with points lt 2 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-64-sweep.tsv' index 2 using 1:2:3 with yerrorlines lt 3 lw 2 pt 7 ps 0.9 title 'Kyber', \
     'data/randread-4k-numjobs-iodepth-64-sweep.tsv' index 2 using 1:($6 > 0 ? $2 : NaN) with points lt 3 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-64-sweep.tsv' index 3 using 1:2:3 with yerrorlines lt 4 lw 2 pt 7 ps 0.9 title 'BFQ low_latency', \
     'data/randread-4k-numjobs-iodepth-64-sweep.tsv' index 3 using 1:($6 > 0 ? $2 : NaN) with points lt 4 pt 6 ps 1.6 notitle, \
     NaN with points lc rgb '#555555' pt 6 ps 1.6 title 'ringed: not shown different from the point''s best IOPS (~, or ? for N < 3)'
set terminal pngcairo size 900,520 noenhanced font 'sans,10' background '#ffffff'
set output 'randread-4k-numjobs-iodepth-64-lat.png'
reset
set datafile separator "\t"
set border 3
set key top left noenhanced
set grid lc rgb '#dddddd'
set xlabel 'IOPS'
set ylabel 'p99 completion latency, usec (SE bars)'
set title 'randread-4k: p99 completion latency against IOPS over numjobs (iodepth=64) (down and right is better)' noenhanced
plot 'data/randread-4k-numjobs-iodepth-64-sweep.tsv' index 0 using 2:4:3:5 with xyerrorlines lt 1 lw 2 pt 7 ps 0.9 title 'MQ None', \
     'data/randread-4k-numjobs-iodepth-64-sweep.tsv' index 0 using 2:($7 > 0 ? $4 : NaN) with points lt 1 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-64-sweep.tsv' index 1 using 2:4:3:5 with xyerrorlines lt 2 lw 2 pt 7 ps 0.9 title 'MQ Deadline', \
     'data/randread-4k-numjobs-iodepth-64-sweep.tsv' index 1 using 2:($7 > 0 ? $4 : NaN) with points lt 2 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-64-sweep.tsv' index 2 using 2:4:3:5 with xyerrorlines lt 3 lw 2 pt 7 ps 0.9 title 'Kyber', \
     'data/randread-4k-numjobs-iodepth-64-sweep.tsv' index 2 using 2:($7 > 0 ? $4 : NaN) with points lt 3 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-64-sweep.tsv' index 3 using 2:4:3:5 with xyerrorlines lt 4 lw 2 pt 7 ps 0.9 title 'BFQ low_latency', \
     'data/randread-4k-numjobs-iodepth-64-sweep.tsv' index 3 using 2:($7 > 0 ? $4 : NaN) with points lt 4 pt 6 ps 1.6 notitle, \
     NaN with points lc rgb '#555555' pt 6 ps 1.6 title 'ringed: p99 not shown different from the point''s lowest (~, or ? for N < 3)'
set terminal svg size 900,520 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randread-4k-numjobs-iodepth-64-iops.svg'
reset
set datafile separator "\t"
set border 3
set key top left noenhanced
set grid lc rgb '#dddddd'
unset logscale
set ylabel 'IOPS (SE bars)'
set xlabel 'numjobs' noenhanced
set title 'randread-4k: IOPS (more is better) against numjobs (iodepth=64)' noenhanced
plot 'data/randread-4k-numjobs-iodepth-64-sweep.tsv' index 0 using 1:2:3 with yerrorlines lt 1 lw 2 pt 7 ps 0.9 title 'MQ None', \
     'data/randread-4k-numjobs-iodepth-64-sweep.tsv' index 0 using 1:($6 > 0 ? $2 : NaN) with points lt 1 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-64-sweep.tsv' index 1 using 1:2:3 with yerrorlines lt 2 lw 2 pt 7 ps 0.9 title 'MQ Deadline', \
     'data/randread-4k-numjobs-iodepth-64-sweep.tsv' index 1 using 1:($6 > 0 ? $2 : NaN) with points lt 2 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-64-sweep.tsv' index 2 using 1:2:3 with yerrorlines lt 3 lw 2 pt 7 ps 0.9 title 'Kyber', \
     'data/randread-4k-numjobs-iodepth-64-sweep.tsv' index 2 using 1:($6 > 0 ? $2 : NaN) with points lt 3 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-64-sweep.tsv' index 3 using 1:2:3 with yerrorlines lt 4 lw 2 pt 7 ps 0.9 title 'BFQ low_latency', \
     'data/randread-4k-numjobs-iodepth-64-sweep.tsv' index 3 using 1:($6 > 0 ? $2 : NaN) with points lt 4 pt 6 ps 1.6 notitle, \
     NaN with points lc rgb '#555555' pt 6 ps 1.6 title 'ringed: not shown different from the point''s best IOPS (~, or ? for N < 3)'
set terminal svg size 900,520 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randread-4k-numjobs-iodepth-64-lat.svg'
reset
set datafile separator "\t"
set border 3
set key top left noenhanced
set grid lc rgb '#dddddd'
set xlabel 'IOPS'
set ylabel 'p99 completion latency, usec (SE bars)'
set title 'randread-4k: p99 completion latency against IOPS over numjobs (iodepth=64) (down and right is better)' noenhanced
plot 'data/randread-4k-numjobs-iodepth-64-sweep.tsv' index 0 using 2:4:3:5 with xyerrorlines lt 1 lw 2 pt 7 ps 0.9 title 'MQ None', \
     'data/randread-4k-numjobs-iodepth-64-sweep.tsv' index 0 using 2:($7 > 0 ? $4 : NaN) with points lt 1 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-64-sweep.tsv' index 1 using 2:4:3:5 with xyerrorlines lt 2 lw 2 pt 7 ps 0.9 title 'MQ Deadline', \
     'data/randread-4k-numjobs-iodepth-64-sweep.tsv' index 1 using 2:($7 > 0 ? $4 : NaN) with points lt 2 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-64-sweep.tsv' index 2 using 2:4:3:5 with xyerrorlines lt 3 lw 2 pt 7 ps 0.9 title 'Kyber', \
     'data/randread-4k-numjobs-iodepth-64-sweep.tsv' index 2 using 2:($7 > 0 ? $4 : NaN) with points lt 3 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-64-sweep.tsv' index 3 using 2:4:3:5 with xyerrorlines lt 4 lw 2 pt 7 ps 0.9 title 'BFQ low_latency', \
     'data/randread-4k-numjobs-iodepth-64-sweep.tsv' index 3 using 2:($7 > 0 ? $4 : NaN) with points lt 4 pt 6 ps 1.6 notitle, \
     NaN with points lc rgb '#555555' pt 6 ps 1.6 title 'ringed: p99 not shown different from the point''s lowest (~, or ? for N < 3)'
set terminal pngcairo size 900,520 noenhanced font 'sans,10' background '#ffffff'
set output 'randread-4k-numjobs-iodepth-256-iops.png'
reset
set datafile separator "\t"
set border 3
set key top left noenhanced
set grid lc rgb '#dddddd'
unset logscale
set ylabel 'IOPS (SE bars)'
set xlabel 'numjobs' noenhanced
set title 'randread-4k: IOPS (more is better) against numjobs (iodepth=256)' noenhanced
plot 'data/randread-4k-numjobs-iodepth-256-sweep.tsv' index 0 using 1:2:3 with yerrorlines lt 1 lw 2 pt 7 ps 0.9 title 'MQ None', \
     'data/randread-4k-numjobs-iodepth-256-sweep.tsv' index 0 using 1:($6 > 0 ? $2 : NaN) with points lt 1 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-256-sweep.tsv' index 1 using 1:2:3 with yerrorlines lt 2 lw 2 pt 7 ps 0.9 title 'MQ Deadline', \
     'data/randread-4k-numjobs-iodepth-256-sweep.tsv' index 1 using 1:($6 > 0 ? $2 : NaN) with points lt 2 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-256-sweep.tsv' index 2 using 1:2:3 with yerrorlines lt 3 lw 2 pt 7 ps 0.9 title 'Kyber', \
     'data/randread-4k-numjobs-iodepth-256-sweep.tsv' index 2 using 1:($6 > 0 ? $2 : NaN) with points lt 3 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-256-sweep.tsv' index 3 using 1:2:3 with yerrorlines lt 4 lw 2 pt 7 ps 0.9 title 'BFQ low_latency', \
     'data/randread-4k-numjobs-iodepth-256-sweep.tsv' index 3 using 1:($6 > 0 ? $2 : NaN) with points lt 4 pt 6 ps 1.6 notitle, \
     NaN with points lc rgb '#555555' pt 6 ps 1.6 title 'ringed: not shown different from the point''s best IOPS (~, or ? for N < 3)'
set terminal pngcairo size 900,520 noenhanced font 'sans,10' background '#ffffff'
set output 'randread-4k-numjobs-iodepth-256-lat.png'
reset
set datafile separator "\t"
set border 3
set key top left noenhanced
set grid lc rgb '#dddddd'
set xlabel 'IOPS'
set ylabel 'p99 completion latency, usec (SE bars)'
set title 'randread-4k: p99 completion latency against IOPS over numjobs (iodepth=256) (down and right is better)' noenhanced
plot 'data/randread-4k-numjobs-iodepth-256-sweep.tsv' index 0 using 2:4:3:5 with xyerrorlines lt 1 lw 2 pt 7 ps 0.9 title 'MQ None', \
     'data/randread-4k-numjobs-iodepth-256-sweep.tsv' index 0 using 2:($7 > 0 ? $4 : NaN) with points lt 1 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-256-sweep.tsv' index 1 using 2:4:3:5 with xyerrorlines lt 2 lw 2 pt 7 ps 0.9 title 'MQ Deadline', \
     'data/randread-4k-numjobs-iodepth-256-sweep.tsv' index 1 using 2:($7 > 0 ? $4 : NaN) with points lt 2 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-256-sweep.tsv' index 2 using 2:4:3:5 with xyerrorlines lt 3 lw 2 pt 7 ps 0.9 title 'Kyber', \
     'data/randread-4k-numjobs-iodepth-256-sweep.tsv' index 2 using 2:($7 > 0 ? $4 : NaN) with points lt 3 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-256-sweep.tsv' index 3 using 2:4:3:5 with xyerrorlines lt 4 lw 2 pt 7 ps 0.9 title 'BFQ low_latency', \
     'data/randread-4k-numjobs-iodepth-256-sweep.tsv' index 3 using 2:($7 > 0 ? $4 : NaN) with points lt 4 pt 6 ps 1.6 notitle, \
     NaN with points lc rgb '#555555' pt 6 ps 1.6 title 'ringed: p99 not shown different from the point''s lowest (~, or ? for N < 3)'
set terminal svg size 900,520 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randread-4k-numjobs-iodepth-256-iops.svg'
reset
set datafile separator "\t"
set border 3
set key top left noenhanced
set grid lc rgb '#dddddd'
unset logscale
set ylabel 'IOPS (SE bars)'
set xlabel 'numjobs' noenhanced
set title 'randread-4k: IOPS (more is better) against numjobs (iodepth=256)' noenhanced
plot 'data/randread-4k-numjobs-iodepth-256-sweep.tsv' index 0 using 1:2:3 with yerrorlines lt 1 lw 2 pt 7 ps 0.9 title 'MQ None', \
     'data/randread-4k-numjobs-iodepth-256-sweep.tsv' index 0 using 1:($6 > 0 ? $2 : NaN) with points lt 1 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-256-sweep.tsv' index 1 using 1:2:3 with yerrorlines lt 2 lw 2 pt 7 ps 0.9 title 'MQ Deadline', \
     'data/randread-4k-numjobs-iodepth-256-sweep.tsv' index 1 using 1:($6 > 0 ? $2 : NaN) with points lt 2 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-256-sweep.tsv' index 2 using 1:2:3 with yerrorlines lt 3 lw 2 pt 7 ps 0.9 title 'Kyber', \
     'data/randread-4k-numjobs-iodepth-256-sweep.tsv' index 2 using 1:($6 > 0 ? $2 : NaN) with points lt 3 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-256-sweep.tsv' index 3 using 1:2:3 with yerrorlines lt 4 lw 2 pt 7 ps 0.9 title 'BFQ low_latency', \
     'data/randread-4k-numjobs-iodepth-256-sweep.tsv' index 3 using 1:($6 > 0 ? $2 : NaN) with points lt 4 pt 6 ps 1.6 notitle, \
     NaN with points lc rgb '#555555' pt 6 ps 1.6 title 'ringed: not shown different from the point''s best IOPS (~, or ? for N < 3)'
set terminal svg size 900,520 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'randread-4k-numjobs-iodepth-256-lat.svg'
reset
set datafile separator "\t"
set border 3
set key top left noenhanced
set grid lc rgb '#dddddd'
set xlabel 'IOPS'
set ylabel 'p99 completion latency, usec (SE bars)'
set title 'randread-4k: p99 completion latency against IOPS over numjobs (iodepth=256) (down and right is better)' noenhanced
plot 'data/randread-4k-numjobs-iodepth-256-sweep.tsv' index 0 using 2:4:3:5 with xyerrorlines lt 1 lw 2 pt 7 ps 0.9 title 'MQ None', \
     'data/randread-4k-numjobs-iodepth-256-sweep.tsv' index 0 using 2:($7 > 0 ? $4 : NaN) with points lt 1 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-256-sweep.tsv' index 1 using 2:4:3:5 with xyerrorlines lt 2 lw 2 pt 7 ps 0.9 title 'MQ Deadline', \
     'data/randread-4k-numjobs-iodepth-256-sweep.tsv' index 1 using 2:($7 > 0 ? $4 : NaN) with points lt 2 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-256-sweep.tsv' index 2 using 2:4:3:5 with xyerrorlines lt 3 lw 2 pt 7 ps 0.9 title 'Kyber', \
     'data/randread-4k-numjobs-iodepth-256-sweep.tsv' index 2 using 2:($7 > 0 ? $4 : NaN) with points lt 3 pt 6 ps 1.6 notitle, \
     'data/randread-4k-numjobs-iodepth-256-sweep.tsv' index 3 using 2:4:3:5 with xyerrorlines lt 4 lw 2 pt 7 ps 0.9 title 'BFQ low_latency', \
     'data/randread-4k-numjobs-iodepth-256-sweep.tsv' index 3 using 2:($7 > 0 ? $4 : NaN) with points lt 4 pt 6 ps 1.6 notitle, \
     NaN with points lc rgb '#555555' pt 6 ps 1.6 title 'ringed: p99 not shown different from the point''s lowest (~, or ? for N < 3)'
