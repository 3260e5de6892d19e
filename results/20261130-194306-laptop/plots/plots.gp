# plots.gp: written by scripts/compare --plots; 'gnuplot plots.gp' in this folder
# draws every plot again (data inlined below).

# randread-4k-mbps
$bar0 << EOD
"MQ None" 432.551 49.8788 3 NaN
"MQ Deadline ~" 413.778 21.5118 3 NaN
"Kyber ~" 354.309 71.1497 3 NaN
"BFQ low_latency ~" 266.301 54.9546 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randread-4k-mbps.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-4k: MB/s (more is better)" noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:569.267]
set ytics noenhanced
set key off
plot $bar0 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randread-4k-mbps.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-4k: MB/s (more is better)" noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:569.267]
set ytics noenhanced
set key off
plot $bar0 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randread-4k-iops
$bar1 << EOD
"MQ None" 108135 12469.7 3 NaN
"MQ Deadline ~" 103441 5377.96 3 NaN
"Kyber ~" 88574.4 17787.4 3 NaN
"BFQ low_latency ~" 66572.3 13738.6 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randread-4k-iops.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-4k: IOPS (more is better)" noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:142313]
set ytics noenhanced
set key off
plot $bar1 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randread-4k-iops.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-4k: IOPS (more is better)" noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:142313]
set ytics noenhanced
set key off
plot $bar1 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randread-4k-p50_us
$bar2 << EOD
"MQ Deadline" 398.763 32.8231 3 NaN
"Kyber ~" 537.088 142.985 3 NaN
"MQ None ~" 547.072 45.4891 3 NaN
"BFQ low_latency ~" 773.035 168.186 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randread-4k-p50_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-4k: p50 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1110.64]
set ytics noenhanced
set key off
plot $bar2 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randread-4k-p50_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-4k: p50 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1110.64]
set ytics noenhanced
set key off
plot $bar2 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randread-4k-p99_us
$bar3 << EOD
"MQ Deadline" 1377.11 258.554 3 NaN
"MQ None ~" 1924.78 1153.2 3 NaN
"Kyber ~" 5590.7 3845.42 3 NaN
"BFQ low_latency ~" 10425.3 4714.22 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randread-4k-p99_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-4k: p99 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:17864.7]
set ytics noenhanced
set key off
plot $bar3 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randread-4k-p99_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-4k: p99 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:17864.7]
set ytics noenhanced
set key off
plot $bar3 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randread-4k-p99.9_us
$bar4 << EOD
"MQ None" 22375.1 375.683 3 NaN
"BFQ low_latency ~" 26897.1 2180.27 3 NaN
"Kyber ~" 27388.6 2560.75 3 NaN
"MQ Deadline" 30195.7 354.44 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randread-4k-p99.9_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-4k: p99.9 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:36049.2]
set ytics noenhanced
set key off
plot $bar4 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randread-4k-p99.9_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-4k: p99.9 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:36049.2]
set ytics noenhanced
set key off
plot $bar4 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randread-4k-merge_ratio
$bar5 << EOD
"MQ None" 0 0 3 NaN
"MQ Deadline ~" 0 0 3 NaN
"Kyber ~" 0 0 3 NaN
"BFQ low_latency ~" 0 0 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randread-4k-merge_ratio.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-4k: merge ratio, merges / (ios + merges) (more is better)" noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1]
set ytics noenhanced
set key off
plot $bar5 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randread-4k-merge_ratio.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-4k: merge ratio, merges / (ios + merges) (more is better)" noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1]
set ytics noenhanced
set key off
plot $bar5 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randwrite-4k-mbps
$bar6 << EOD
"MQ None" 286.491 41.3029 3 NaN
"MQ Deadline ~" 279.053 23.4394 3 NaN
"Kyber ~" 237.316 27.4309 3 NaN
"BFQ low_latency ~" 226.562 47.6528 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randwrite-4k-mbps.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-4k: MB/s (more is better)" noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:386.796]
set ytics noenhanced
set key off
plot $bar6 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randwrite-4k-mbps.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-4k: MB/s (more is better)" noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:386.796]
set ytics noenhanced
set key off
plot $bar6 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randwrite-4k-iops
$bar7 << EOD
"MQ None" 71619.7 10325.8 3 NaN
"MQ Deadline ~" 69760.1 5859.86 3 NaN
"Kyber ~" 59326.1 6857.71 3 NaN
"BFQ low_latency ~" 56637.5 11913.2 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randwrite-4k-iops.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-4k: IOPS (more is better)" noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:96695.6]
set ytics noenhanced
set key off
plot $bar7 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randwrite-4k-iops.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-4k: IOPS (more is better)" noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:96695.6]
set ytics noenhanced
set key off
plot $bar7 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randwrite-4k-p50_us
$bar8 << EOD
"MQ Deadline" 684.203 29.3606 3 NaN
"MQ None ~" 717.312 32.6612 3 NaN
"Kyber ~" 755.2 51.4995 3 NaN
"BFQ low_latency ~" 823.296 158.116 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randwrite-4k-p50_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-4k: p50 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1158.07]
set ytics noenhanced
set key off
plot $bar8 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randwrite-4k-p50_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-4k: p50 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1158.07]
set ytics noenhanced
set key off
plot $bar8 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randwrite-4k-p99_us
$bar9 << EOD
"MQ None" 2483.54 1219.77 3 NaN
"MQ Deadline ~" 3219.11 971.654 3 NaN
"Kyber ~" 5589.33 2778.25 3 NaN
"BFQ low_latency ~" 7813.46 4963.29 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randwrite-4k-p99_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-4k: p99 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:15076.6]
set ytics noenhanced
set key off
plot $bar9 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randwrite-4k-p99_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-4k: p99 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:15076.6]
set ytics noenhanced
set key off
plot $bar9 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randwrite-4k-p99.9_us
$bar10 << EOD
"MQ None" 12108.1 9383.09 3 NaN
"MQ Deadline ~" 18784.3 1863.69 3 NaN
"BFQ low_latency ~" 21872.6 2571.61 3 NaN
"Kyber ~" 22134.8 2594.75 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randwrite-4k-p99.9_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-4k: p99.9 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:29180.8]
set ytics noenhanced
set key off
plot $bar10 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randwrite-4k-p99.9_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-4k: p99.9 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:29180.8]
set ytics noenhanced
set key off
plot $bar10 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randwrite-4k-merge_ratio
$bar11 << EOD
"BFQ low_latency" 4.49469e-06 1.33129e-06 3 NaN
"Kyber ~" 3.59558e-06 1.28867e-06 3 NaN
"MQ None ~" 2.28758e-06 3.57914e-07 3 NaN
"MQ Deadline ~" 2.24631e-06 1.61308e-07 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randwrite-4k-merge_ratio.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-4k: merge ratio, merges / (ios + merges) (more is better)" noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:6.87465e-06]
set ytics noenhanced
set key off
plot $bar11 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randwrite-4k-merge_ratio.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-4k: merge ratio, merges / (ios + merges) (more is better)" noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:6.87465e-06]
set ytics noenhanced
set key off
plot $bar11 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-4k-mbps
$bar12 << EOD
"MQ None" 470.633 53.4194 3 NaN
"MQ Deadline ~" 391.871 48.8256 3 NaN
"Kyber ~" 328.639 59.545 3 NaN
"BFQ low_latency ~" 304.278 45.6516 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'read-4k-mbps.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-4k: MB/s (more is better)" noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:618.381]
set ytics noenhanced
set key off
plot $bar12 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'read-4k-mbps.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-4k: MB/s (more is better)" noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:618.381]
set ytics noenhanced
set key off
plot $bar12 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-4k-iops
$bar13 << EOD
"MQ None" 117655 13354.9 3 NaN
"MQ Deadline ~" 97964.8 12206.4 3 NaN
"Kyber ~" 82156.7 14886.3 3 NaN
"BFQ low_latency ~" 76066.3 11412.9 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'read-4k-iops.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-4k: IOPS (more is better)" noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:154592]
set ytics noenhanced
set key off
plot $bar13 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'read-4k-iops.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-4k: IOPS (more is better)" noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:154592]
set ytics noenhanced
set key off
plot $bar13 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-4k-p50_us
$bar14 << EOD
"MQ None" 401.152 51.9354 3 NaN
"MQ Deadline ~" 479.744 56.4829 3 NaN
"BFQ low_latency ~" 546.56 35.1815 3 NaN
"Kyber ~" 555.776 90.2896 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'read-4k-p50_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-4k: p50 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:762.357]
set ytics noenhanced
set key off
plot $bar14 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'read-4k-p50_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-4k: p50 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:762.357]
set ytics noenhanced
set key off
plot $bar14 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-4k-p99_us
$bar15 << EOD
"MQ None" 1714.52 1025.21 3 NaN
"MQ Deadline ~" 3164.67 1157.39 3 NaN
"BFQ low_latency ~" 5320.7 4208.75 3 NaN
"Kyber ~" 6535.51 3741.24 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'read-4k-p99_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-4k: p99 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:12126.6]
set ytics noenhanced
set key off
plot $bar15 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'read-4k-p99_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-4k: p99 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:12126.6]
set ytics noenhanced
set key off
plot $bar15 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-4k-p99.9_us
$bar16 << EOD
"Kyber" 24909.1 2657.53 3 NaN
"MQ Deadline ~" 27760 1073.59 3 NaN
"MQ None ~" 28338.9 1039.2 3 NaN
"BFQ low_latency ~" 29376.5 2247.02 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'read-4k-p99.9_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-4k: p99.9 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:37315.8]
set ytics noenhanced
set key off
plot $bar16 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'read-4k-p99.9_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-4k: p99.9 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:37315.8]
set ytics noenhanced
set key off
plot $bar16 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-4k-merge_ratio
$bar17 << EOD
"BFQ low_latency" 0.000698253 6.07521e-05 3 NaN
"MQ None" 0 0 3 NaN
"MQ Deadline" 0 0 3 NaN
"Kyber" 0 0 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'read-4k-merge_ratio.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-4k: merge ratio, merges / (ios + merges) (more is better)" noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:0.000895626]
set ytics noenhanced
set key off
plot $bar17 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'read-4k-merge_ratio.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-4k: merge ratio, merges / (ios + merges) (more is better)" noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:0.000895626]
set ytics noenhanced
set key off
plot $bar17 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# write-4k-mbps
$bar18 << EOD
"MQ None" 378.111 57.7711 3 NaN
"BFQ low_latency ~" 329.548 33.2374 3 NaN
"MQ Deadline ~" 304.045 21.4494 3 NaN
"Kyber ~" 274.783 52.0229 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'write-4k-mbps.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-4k: MB/s (more is better)" noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:514.34]
set ytics noenhanced
set key off
plot $bar18 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'write-4k-mbps.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-4k: MB/s (more is better)" noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:514.34]
set ytics noenhanced
set key off
plot $bar18 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# write-4k-iops
$bar19 << EOD
"MQ None" 94524.6 14442.8 3 NaN
"BFQ low_latency ~" 82383.9 8309.38 3 NaN
"MQ Deadline ~" 76008.1 5362.38 3 NaN
"Kyber ~" 68692.8 13005.6 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'write-4k-iops.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-4k: IOPS (more is better)" noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:128582]
set ytics noenhanced
set key off
plot $bar19 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'write-4k-iops.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-4k: IOPS (more is better)" noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:128582]
set ytics noenhanced
set key off
plot $bar19 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# write-4k-p50_us
$bar20 << EOD
"MQ None" 486.912 71.7368 3 NaN
"BFQ low_latency ~" 549.632 31.4727 3 NaN
"MQ Deadline ~" 583.253 46.6745 3 NaN
"Kyber ~" 685.568 87.5405 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'write-4k-p50_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-4k: p50 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:912.268]
set ytics noenhanced
set key off
plot $bar20 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'write-4k-p50_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-4k: p50 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:912.268]
set ytics noenhanced
set key off
plot $bar20 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# write-4k-p99_us
$bar21 << EOD
"BFQ low_latency" 2576.38 1429.56 3 NaN
"MQ None ~" 2725.72 1453.53 3 NaN
"MQ Deadline ~" 3479.72 1236.68 3 NaN
"Kyber ~" 5843.97 2915.37 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'write-4k-p99_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-4k: p99 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:10336]
set ytics noenhanced
set key off
plot $bar21 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'write-4k-p99_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-4k: p99 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:10336]
set ytics noenhanced
set key off
plot $bar21 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# write-4k-p99.9_us
$bar22 << EOD
"Kyber" 21348.4 341.06 3 NaN
"MQ Deadline ~" 21927.3 705.422 3 NaN
"BFQ low_latency ~" 23587.5 1318.12 3 NaN
"MQ None ~" 23827.8 1069.25 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'write-4k-p99.9_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-4k: p99.9 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:29388.6]
set ytics noenhanced
set key off
plot $bar22 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'write-4k-p99.9_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-4k: p99.9 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:29388.6]
set ytics noenhanced
set key off
plot $bar22 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# write-4k-merge_ratio
$bar23 << EOD
"BFQ low_latency" 9.31343e-05 1.20277e-05 3 NaN
"Kyber" 2.505e-06 5.00978e-07 3 NaN
"MQ Deadline" 2.02181e-06 1.18456e-07 3 NaN
"MQ None" 1.77093e-06 3.14337e-07 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'write-4k-merge_ratio.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-4k: merge ratio, merges / (ios + merges) (more is better)" noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:0.000124091]
set ytics noenhanced
set key off
plot $bar23 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'write-4k-merge_ratio.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-4k: merge ratio, merges / (ios + merges) (more is better)" noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:0.000124091]
set ytics noenhanced
set key off
plot $bar23 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randread-2m-mbps
$bar24 << EOD
"Kyber" 2054.84 579.769 3 NaN
"BFQ low_latency ~" 1958.13 445.139 3 NaN
"MQ Deadline ~" 1670.64 272.369 3 NaN
"MQ None ~" 1533.73 172.932 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randread-2m-mbps.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-2m: MB/s (more is better)" noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:3108.84]
set ytics noenhanced
set key off
plot $bar24 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randread-2m-mbps.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-2m: MB/s (more is better)" noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:3108.84]
set ytics noenhanced
set key off
plot $bar24 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randread-2m-iops
$bar25 << EOD
"Kyber" 1000.2 283.084 3 NaN
"BFQ low_latency ~" 952.98 217.351 3 NaN
"MQ Deadline ~" 812.606 132.991 3 NaN
"MQ None ~" 745.75 84.4389 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randread-2m-iops.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-2m: IOPS (more is better)" noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1514.28]
set ytics noenhanced
set key off
plot $bar25 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randread-2m-iops.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-2m: IOPS (more is better)" noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1514.28]
set ytics noenhanced
set key off
plot $bar25 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randread-2m-p50_us
$bar26 << EOD
"BFQ low_latency" 70964.6 13371 3 NaN
"Kyber ~" 71674.5 21015.6 3 NaN
"MQ Deadline ~" 80434.5 14735.9 3 NaN
"MQ None ~" 82564.4 8008.55 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randread-2m-p50_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-2m: p50 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:112301]
set ytics noenhanced
set key off
plot $bar26 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randread-2m-p50_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-2m: p50 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:112301]
set ytics noenhanced
set key off
plot $bar26 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randread-2m-p99_us
$bar27 << EOD
"BFQ low_latency" 161153 32983.7 3 NaN
"Kyber ~" 179088 65702.5 3 NaN
"MQ None ~" 206875 27830.2 3 NaN
"MQ Deadline ~" 206919 58414.6 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randread-2m-p99_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-2m: p99 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:313094]
set ytics noenhanced
set key off
plot $bar27 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randread-2m-p99_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-2m: p99 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:313094]
set ytics noenhanced
set key off
plot $bar27 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randread-2m-p99.9_us
$bar28 << EOD
"BFQ low_latency" 201654 49123.3 3 NaN
"Kyber ~" 252379 124128 3 NaN
"MQ Deadline ~" 278222 96816.4 3 NaN
"MQ None ~" 289451 60049.1 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randread-2m-p99.9_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-2m: p99.9 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:444278]
set ytics noenhanced
set key off
plot $bar28 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randread-2m-p99.9_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-2m: p99.9 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:444278]
set ytics noenhanced
set key off
plot $bar28 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randread-2m-merge_ratio
$bar29 << EOD
"BFQ low_latency" 0.00214182 0.00214182 3 NaN
"MQ None ~" 0 0 3 NaN
"MQ Deadline ~" 0 0 3 NaN
"Kyber ~" 0 0 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randread-2m-merge_ratio.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-2m: merge ratio, merges / (ios + merges) (more is better)" noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:0.0050547]
set ytics noenhanced
set key off
plot $bar29 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randread-2m-merge_ratio.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-2m: merge ratio, merges / (ios + merges) (more is better)" noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:0.0050547]
set ytics noenhanced
set key off
plot $bar29 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randwrite-2m-mbps
$bar30 << EOD
"MQ None" 1826.07 269.439 3 NaN
"BFQ low_latency ~" 1628.12 304.456 3 NaN
"Kyber ~" 1449.61 224.042 3 NaN
"MQ Deadline ~" 1286.96 108.606 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randwrite-2m-mbps.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-2m: MB/s (more is better)" noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:2472.7]
set ytics noenhanced
set key off
plot $bar30 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randwrite-2m-mbps.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-2m: MB/s (more is better)" noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:2472.7]
set ytics noenhanced
set key off
plot $bar30 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randwrite-2m-iops
$bar31 << EOD
"MQ None" 888.496 131.559 3 NaN
"BFQ low_latency ~" 791.842 148.659 3 NaN
"Kyber ~" 704.678 109.394 3 NaN
"MQ Deadline ~" 625.267 53.0252 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randwrite-2m-iops.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-2m: IOPS (more is better)" noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1203.67]
set ytics noenhanced
set key off
plot $bar31 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randwrite-2m-iops.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-2m: IOPS (more is better)" noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1203.67]
set ytics noenhanced
set key off
plot $bar31 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randwrite-2m-p50_us
$bar32 << EOD
"MQ None" 62237.4 9935.47 3 NaN
"BFQ low_latency ~" 71816.5 12130.4 3 NaN
"Kyber ~" 76972 9740.11 3 NaN
"MQ Deadline ~" 83110.6 10038.3 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randwrite-2m-p50_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-2m: p50 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:109916]
set ytics noenhanced
set key off
plot $bar32 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randwrite-2m-p50_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-2m: p50 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:109916]
set ytics noenhanced
set key off
plot $bar32 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randwrite-2m-p99_us
$bar33 << EOD
"MQ None" 480248 39723.5 3 NaN
"Kyber" 666021 33649 3 NaN
"MQ Deadline ~" 697565 171422 3 NaN
"BFQ low_latency ~" 752353 106115 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randwrite-2m-p99_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-2m: p99 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1.0254e+06]
set ytics noenhanced
set key off
plot $bar33 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randwrite-2m-p99_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-2m: p99 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1.0254e+06]
set ytics noenhanced
set key off
plot $bar33 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randwrite-2m-p99.9_us
$bar34 << EOD
"MQ None" 744314 28998 3 NaN
"Kyber ~" 781014 3649.15 3 NaN
"MQ Deadline ~" 814918 135149 3 NaN
"BFQ low_latency ~" 899853 70268.5 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randwrite-2m-p99.9_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-2m: p99.9 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1.14474e+06]
set ytics noenhanced
set key off
plot $bar34 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randwrite-2m-p99.9_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-2m: p99.9 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1.14474e+06]
set ytics noenhanced
set key off
plot $bar34 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randwrite-2m-merge_ratio
$bar35 << EOD
"BFQ low_latency" 0.00206627 0.00199431 3 NaN
"MQ Deadline ~" 0.000100034 4.95794e-06 3 NaN
"Kyber ~" 9.30419e-05 6.99554e-06 3 NaN
"MQ None ~" 7.5533e-05 7.79448e-06 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randwrite-2m-merge_ratio.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-2m: merge ratio, merges / (ios + merges) (more is better)" noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:0.00479149]
set ytics noenhanced
set key off
plot $bar35 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randwrite-2m-merge_ratio.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-2m: merge ratio, merges / (ios + merges) (more is better)" noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:0.00479149]
set ytics noenhanced
set key off
plot $bar35 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-2m-mbps
$bar36 << EOD
"BFQ low_latency" 2012.27 235.939 3 NaN
"MQ Deadline ~" 1759.6 314.857 3 NaN
"Kyber ~" 1591.31 398.145 3 NaN
"MQ None ~" 1489.92 401.264 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'read-2m-mbps.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-2m: MB/s (more is better)" noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:2652.88]
set ytics noenhanced
set key off
plot $bar36 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'read-2m-mbps.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-2m: MB/s (more is better)" noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:2652.88]
set ytics noenhanced
set key off
plot $bar36 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-2m-iops
$bar37 << EOD
"BFQ low_latency" 979.413 115.204 3 NaN
"MQ Deadline ~" 856.044 153.736 3 NaN
"Kyber ~" 773.873 194.404 3 NaN
"MQ None ~" 724.361 195.929 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'read-2m-iops.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-2m: IOPS (more is better)" noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1291.65]
set ytics noenhanced
set key off
plot $bar37 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'read-2m-iops.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-2m: IOPS (more is better)" noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1291.65]
set ytics noenhanced
set key off
plot $bar37 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-2m-p50_us
$bar38 << EOD
"BFQ low_latency" 66530 7136.21 3 NaN
"MQ Deadline ~" 77605.5 13616.6 3 NaN
"Kyber ~" 89161.7 19667.1 3 NaN
"MQ None ~" 92285.6 19357.4 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'read-2m-p50_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-2m: p50 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:131739]
set ytics noenhanced
set key off
plot $bar38 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'read-2m-p50_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-2m: p50 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:131739]
set ytics noenhanced
set key off
plot $bar38 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-2m-p99_us
$bar39 << EOD
"BFQ low_latency" 76382.2 9528.05 3 NaN
"MQ Deadline ~" 92482.2 19755.2 3 NaN
"Kyber ~" 131367 35094.6 3 NaN
"MQ None ~" 143163 41297.5 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'read-2m-p99_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-2m: p99 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:217664]
set ytics noenhanced
set key off
plot $bar39 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'read-2m-p99_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-2m: p99 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:217664]
set ytics noenhanced
set key off
plot $bar39 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-2m-p99.9_us
$bar40 << EOD
"BFQ low_latency" 115933 10506.5 3 NaN
"MQ Deadline ~" 145315 41137.2 3 NaN
"MQ None ~" 163512 42233.7 3 NaN
"Kyber ~" 405952 154273 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'read-2m-p99.9_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-2m: p99.9 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:661065]
set ytics noenhanced
set key off
plot $bar40 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'read-2m-p99.9_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-2m: p99.9 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:661065]
set ytics noenhanced
set key off
plot $bar40 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-2m-merge_ratio
$bar41 << EOD
"MQ None" 0 0 3 NaN
"MQ Deadline ~" 0 0 3 NaN
"Kyber ~" 0 0 3 NaN
"BFQ low_latency ~" 0 0 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'read-2m-merge_ratio.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-2m: merge ratio, merges / (ios + merges) (more is better)" noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1]
set ytics noenhanced
set key off
plot $bar41 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'read-2m-merge_ratio.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-2m: merge ratio, merges / (ios + merges) (more is better)" noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1]
set ytics noenhanced
set key off
plot $bar41 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# write-2m-mbps
$bar42 << EOD
"BFQ low_latency" 1724.23 191.478 3 NaN
"Kyber ~" 1712.2 258.919 3 NaN
"MQ Deadline ~" 1534.85 245.523 3 NaN
"MQ None ~" 1194.7 299.08 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'write-2m-mbps.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-2m: MB/s (more is better)" noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:2325.92]
set ytics noenhanced
set key off
plot $bar42 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'write-2m-mbps.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-2m: MB/s (more is better)" noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:2325.92]
set ytics noenhanced
set key off
plot $bar42 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# write-2m-iops
$bar43 << EOD
"BFQ low_latency" 838.771 93.4958 3 NaN
"Kyber ~" 832.895 126.424 3 NaN
"MQ Deadline ~" 746.299 119.885 3 NaN
"MQ None ~" 580.207 146.035 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'write-2m-iops.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-2m: IOPS (more is better)" noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1132]
set ytics noenhanced
set key off
plot $bar43 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'write-2m-iops.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-2m: IOPS (more is better)" noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1132]
set ytics noenhanced
set key off
plot $bar43 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# write-2m-p50_us
$bar44 << EOD
"Kyber" 60271.3 10676.6 3 NaN
"BFQ low_latency ~" 61549.2 7724.64 3 NaN
"MQ Deadline ~" 69009.4 10448.8 3 NaN
"MQ None ~" 88025.8 16901.6 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'write-2m-p50_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-2m: p50 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:123814]
set ytics noenhanced
set key off
plot $bar44 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'write-2m-p50_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-2m: p50 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:123814]
set ytics noenhanced
set key off
plot $bar44 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# write-2m-p99_us
$bar45 << EOD
"MQ Deadline" 662875 31354.2 3 NaN
"BFQ low_latency ~" 725789 42521.6 3 NaN
"Kyber ~" 838337 61055 3 NaN
"MQ None" 892163 41545 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'write-2m-p99_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-2m: p99 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1.10178e+06]
set ytics noenhanced
set key off
plot $bar45 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'write-2m-p99_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-2m: p99 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1.10178e+06]
set ytics noenhanced
set key off
plot $bar45 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# write-2m-p99.9_us
$bar46 << EOD
"BFQ low_latency" 841482 30432.8 3 NaN
"MQ Deadline ~" 847249 179859 3 NaN
"Kyber ~" 933058 21329.6 3 NaN
"MQ None ~" 975700 48984.7 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'write-2m-p99.9_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-2m: p99.9 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1.21199e+06]
set ytics noenhanced
set key off
plot $bar46 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'write-2m-p99.9_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-2m: p99.9 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1.21199e+06]
set ytics noenhanced
set key off
plot $bar46 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# write-2m-merge_ratio
$bar47 << EOD
"Kyber" 0.00191976 0.00183602 3 NaN
"MQ None ~" 9.82037e-05 7.01728e-06 3 NaN
"MQ Deadline ~" 9.09829e-05 8.87767e-06 3 NaN
"BFQ low_latency ~" 7.85748e-05 3.85411e-06 3 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'write-2m-merge_ratio.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-2m: merge ratio, merges / (ios + merges) (more is better)" noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:0.00443182]
set ytics noenhanced
set key off
plot $bar47 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'write-2m-merge_ratio.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-2m: merge ratio, merges / (ios + merges) (more is better)" noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:0.00443182]
set ytics noenhanced
set key off
plot $bar47 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randread-4k-latency
$curve0_0 << EOD
50 398.763
60 419.925
70 500.395
80 570.112
90 672.597
95 772.267
99 1377.11
99.5 21894.5
99.9 30195.7
99.95 30654.5
99.99 31408.1
EOD
$curve0_1 << EOD
50 547.072
60 597.504
70 622.763
80 652.459
90 707.072
95 776.363
99 1924.78
99.5 5163.01
99.9 22375.1
99.95 26897.1
99.99 29889.9
EOD
$curve0_2 << EOD
50 537.088
60 571.221
70 640.171
80 744.533
90 1059.5
95 1641.13
99 5590.7
99.5 14330.5
99.9 27388.6
99.95 28164.1
99.99 29256.4
EOD
$curve0_3 << EOD
50 773.035
60 837.205
70 915.712
80 1026.56
90 1213.27
95 1456.98
99 10425.3
99.5 22932.1
99.9 26897.1
99.95 28054.9
99.99 30239.4
EOD
set terminal pngcairo size 900,520 enhanced font 'sans,10' background '#ffffff'
set output 'randread-4k-latency.png'
reset
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
set title "randread-4k: completion latency percentiles (less is better)" noenhanced
plot $curve0_0 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ Deadline", \
     $curve0_1 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ None", \
     $curve0_2 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "Kyber", \
     $curve0_3 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "BFQ low_latency"
set terminal svg size 900,520 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randread-4k-latency.svg'
reset
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
set title "randread-4k: completion latency percentiles (less is better)" noenhanced
plot $curve0_0 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ Deadline", \
     $curve0_1 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ None", \
     $curve0_2 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "Kyber", \
     $curve0_3 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "BFQ low_latency"

# randwrite-4k-latency
$curve1_0 << EOD
50 717.312
60 771.243
70 840.192
80 943.275
90 1068.54
95 1213.95
99 2483.54
99.5 5025.79
99.9 12108.1
99.95 92364.1
99.99 304830
EOD
$curve1_1 << EOD
50 684.203
60 748.373
70 820.053
80 919.381
90 1054.04
95 1164.97
99 3219.11
99.5 6558.04
99.9 18784.3
99.95 22571.7
99.99 570032
EOD
$curve1_2 << EOD
50 755.2
60 826.539
70 903.68
80 1001.13
90 1220.44
95 1803.61
99 5589.33
99.5 10877.6
99.9 22134.8
99.95 28661.1
99.99 497549
EOD
$curve1_3 << EOD
50 823.296
60 880.299
70 963.925
80 1119.91
90 1578.5
95 2318.85
99 7813.46
99.5 11983.9
99.9 21872.6
99.95 88593.7
99.99 721945
EOD
set terminal pngcairo size 900,520 enhanced font 'sans,10' background '#ffffff'
set output 'randwrite-4k-latency.png'
reset
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
set title "randwrite-4k: completion latency percentiles (less is better)" noenhanced
plot $curve1_0 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ None", \
     $curve1_1 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ Deadline", \
     $curve1_2 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "Kyber", \
     $curve1_3 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "BFQ low_latency"
set terminal svg size 900,520 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randwrite-4k-latency.svg'
reset
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
set title "randwrite-4k: completion latency percentiles (less is better)" noenhanced
plot $curve1_0 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ None", \
     $curve1_1 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ Deadline", \
     $curve1_2 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "Kyber", \
     $curve1_3 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "BFQ low_latency"

# read-4k-latency
$curve2_0 << EOD
50 401.152
60 425.472
70 504.661
80 551.424
90 629.248
95 708.096
99 1714.52
99.5 5914.45
99.9 28338.9
99.95 29802.5
99.99 31626.6
EOD
$curve2_1 << EOD
50 479.744
60 544.171
70 584.277
80 616.533
90 681.728
95 802.389
99 3164.67
99.5 20059.5
99.9 27760
99.95 28611.9
99.99 30872.9
EOD
$curve2_2 << EOD
50 546.56
60 598.443
70 636.16
80 743.68
90 1314.47
95 1816.23
99 5320.7
99.5 26077.9
99.9 29376.5
99.95 30184.8
99.99 31036.8
EOD
$curve2_3 << EOD
50 555.776
60 606.464
70 672.171
80 757.675
90 1092.95
95 1766.23
99 6535.51
99.5 18527.6
99.9 24909.1
99.95 26809.7
99.99 29005.1
EOD
set terminal pngcairo size 900,520 enhanced font 'sans,10' background '#ffffff'
set output 'read-4k-latency.png'
reset
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
set title "read-4k: completion latency percentiles (less is better)" noenhanced
plot $curve2_0 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ None", \
     $curve2_1 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ Deadline", \
     $curve2_2 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "BFQ low_latency", \
     $curve2_3 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "Kyber"
set terminal svg size 900,520 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'read-4k-latency.svg'
reset
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
set title "read-4k: completion latency percentiles (less is better)" noenhanced
plot $curve2_0 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ None", \
     $curve2_1 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ Deadline", \
     $curve2_2 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "BFQ low_latency", \
     $curve2_3 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "Kyber"

# write-4k-latency
$curve3_0 << EOD
50 549.632
60 596.821
70 644.608
80 693.419
90 809.643
95 1047.89
99 2576.38
99.5 14043.8
99.9 23587.5
99.95 26252.6
99.99 602669
EOD
$curve3_1 << EOD
50 486.912
60 541.44
70 583.765
80 633.429
90 748.032
95 1033.56
99 2725.72
99.5 6491.31
99.9 23827.8
99.95 26208.9
99.99 354178
EOD
$curve3_2 << EOD
50 583.253
60 640.512
70 698.539
80 770.219
90 901.461
95 1100.97
99 3479.72
99.5 12378.1
99.9 21927.3
99.95 24221
99.99 513977
EOD
$curve3_3 << EOD
50 685.568
60 752.469
70 825.685
80 932.181
90 1239.38
95 1858.39
99 5843.97
99.5 14562.6
99.9 21348.4
99.95 23598.4
99.99 515026
EOD
set terminal pngcairo size 900,520 enhanced font 'sans,10' background '#ffffff'
set output 'write-4k-latency.png'
reset
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
set title "write-4k: completion latency percentiles (less is better)" noenhanced
plot $curve3_0 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "BFQ low_latency", \
     $curve3_1 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ None", \
     $curve3_2 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ Deadline", \
     $curve3_3 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "Kyber"
set terminal svg size 900,520 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'write-4k-latency.svg'
reset
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
set title "write-4k: completion latency percentiles (less is better)" noenhanced
plot $curve3_0 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "BFQ low_latency", \
     $curve3_1 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ None", \
     $curve3_2 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ Deadline", \
     $curve3_3 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "Kyber"

# randread-2m-latency
$curve4_0 << EOD
50 70964.6
60 79287.6
70 88440.8
80 99166.9
90 117987
95 134895
99 161153
99.5 170590
99.9 201654
99.95 215286
99.99 246153
EOD
$curve4_1 << EOD
50 71674.5
60 80052.2
70 90122.9
80 103776
90 123907
95 139373
99 179088
99.5 195450
99.9 252379
99.95 260243
99.99 291570
EOD
$curve4_2 << EOD
50 82564.4
60 91466.4
70 100904
80 112132
90 127686
95 144682
99 206875
99.5 234881
99.9 289451
99.95 300461
99.99 325874
EOD
$curve4_3 << EOD
50 80434.5
60 88626.5
70 98107.4
80 109838
90 129281
95 147893
99 206919
99.5 232522
99.9 278222
99.95 295262
99.99 325059
EOD
set terminal pngcairo size 900,520 enhanced font 'sans,10' background '#ffffff'
set output 'randread-2m-latency.png'
reset
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
set title "randread-2m: completion latency percentiles (less is better)" noenhanced
plot $curve4_0 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "BFQ low_latency", \
     $curve4_1 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "Kyber", \
     $curve4_2 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ None", \
     $curve4_3 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ Deadline"
set terminal svg size 900,520 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randread-2m-latency.svg'
reset
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
set title "randread-2m: completion latency percentiles (less is better)" noenhanced
plot $curve4_0 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "BFQ low_latency", \
     $curve4_1 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "Kyber", \
     $curve4_2 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ None", \
     $curve4_3 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ Deadline"

# randwrite-2m-latency
$curve5_0 << EOD
50 62237.4
60 69708.5
70 78719.7
80 90538
90 112678
95 141514
99 480248
99.5 646447
99.9 744314
99.95 750955
99.99 791151
EOD
$curve5_1 << EOD
50 76972
60 86256.3
70 97189.9
80 112919
90 143633
95 187411
99 666021
99.5 739421
99.9 781014
99.95 795345
99.99 820860
EOD
$curve5_2 << EOD
50 83110.6
60 93388.8
70 105447
80 122137
90 155386
95 238507
99 697565
99.5 774636
99.9 814918
99.95 857211
99.99 871192
EOD
$curve5_3 << EOD
50 71816.5
60 79549.8
70 88790.4
80 101341
90 123033
95 144070
99 752353
99.5 848822
99.9 899853
99.95 912086
99.99 947388
EOD
set terminal pngcairo size 900,520 enhanced font 'sans,10' background '#ffffff'
set output 'randwrite-2m-latency.png'
reset
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
set title "randwrite-2m: completion latency percentiles (less is better)" noenhanced
plot $curve5_0 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ None", \
     $curve5_1 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "Kyber", \
     $curve5_2 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ Deadline", \
     $curve5_3 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "BFQ low_latency"
set terminal svg size 900,520 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randwrite-2m-latency.svg'
reset
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
set title "randwrite-2m: completion latency percentiles (less is better)" noenhanced
plot $curve5_0 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ None", \
     $curve5_1 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "Kyber", \
     $curve5_2 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ Deadline", \
     $curve5_3 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "BFQ low_latency"

# read-2m-latency
$curve6_0 << EOD
50 66530
60 66901.3
70 67229
80 67731.5
90 68649
95 70112.6
99 76382.2
99.5 85175
99.9 115933
99.95 122596
99.99 130264
EOD
$curve6_1 << EOD
50 77605.5
60 81144.5
70 84246.5
80 85579.1
90 87435.9
95 88746.7
99 92482.2
99.5 93945.9
99.9 145315
99.95 153311
99.99 160847
EOD
$curve6_2 << EOD
50 89161.7
60 91608.4
70 94535.7
80 96501.8
90 101832
95 109412
99 131367
99.5 153693
99.9 405952
99.95 413423
99.99 516511
EOD
$curve6_3 << EOD
50 92285.6
60 97594
70 101963
80 114109
90 121121
95 133071
99 143163
99.5 145217
99.9 163512
99.95 169279
99.99 172019
EOD
set terminal pngcairo size 900,520 enhanced font 'sans,10' background '#ffffff'
set output 'read-2m-latency.png'
reset
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
set title "read-2m: completion latency percentiles (less is better)" noenhanced
plot $curve6_0 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "BFQ low_latency", \
     $curve6_1 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ Deadline", \
     $curve6_2 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "Kyber", \
     $curve6_3 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ None"
set terminal svg size 900,520 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'read-2m-latency.svg'
reset
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
set title "read-2m: completion latency percentiles (less is better)" noenhanced
plot $curve6_0 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "BFQ low_latency", \
     $curve6_1 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ Deadline", \
     $curve6_2 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "Kyber", \
     $curve6_3 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ None"

# write-2m-latency
$curve7_0 << EOD
50 69009.4
60 71587.2
70 77703.9
80 83329
90 123164
95 166025
99 662875
99.5 684196
99.9 847249
99.95 851444
99.99 854671
EOD
$curve7_1 << EOD
50 61549.2
60 62248.3
70 65503.2
80 66945
90 80674.8
95 83645.8
99 725789
99.5 792199
99.9 841482
99.95 867697
99.99 880807
EOD
$curve7_2 << EOD
50 60271.3
60 61014
70 62040.7
80 63810.2
90 89380.2
95 116173
99 838337
99.5 873639
99.9 933058
99.95 936553
99.99 940048
EOD
$curve7_3 << EOD
50 88025.8
60 90494.3
70 93115.7
80 103754
90 132328
95 316823
99 892163
99.5 929213
99.9 975700
99.95 978147
99.99 997028
EOD
set terminal pngcairo size 900,520 enhanced font 'sans,10' background '#ffffff'
set output 'write-2m-latency.png'
reset
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
set title "write-2m: completion latency percentiles (less is better)" noenhanced
plot $curve7_0 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ Deadline", \
     $curve7_1 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "BFQ low_latency", \
     $curve7_2 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "Kyber", \
     $curve7_3 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ None"
set terminal svg size 900,520 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'write-2m-latency.svg'
reset
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
set title "write-2m: completion latency percentiles (less is better)" noenhanced
plot $curve7_0 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ Deadline", \
     $curve7_1 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "BFQ low_latency", \
     $curve7_2 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "Kyber", \
     $curve7_3 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ None"
